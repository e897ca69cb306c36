// Writes a libFuzzer dictionary of the words our JSON files use: every member
// name and every short string value in the files given (data files, saves), one
// quoted token a line. Made at build time, so it follows the data. The state
// hashes of saves are left out: a mutation never makes one right, and there are
// hundreds of them.
#include <cstdio>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <set>
#include <string>

namespace {

// 16 lower-case hex digits: a state hash or a content fingerprint of a save.
bool is_hash(const std::string& word) {
    return word.size() == 16 && word.find_first_not_of("0123456789abcdef") == std::string::npos;
}

void collect(const nlohmann::json& value, std::set<std::string>& words) {
    if (value.is_object()) {
        for (const auto& [key, member] : value.items()) {
            words.insert(key);
            collect(member, words);
        }
    } else if (value.is_array()) {
        for (const auto& item : value)
            collect(item, words);
    } else if (value.is_string() && value.get<std::string>().size() <= 24 &&
               !is_hash(value.get<std::string>())) {
        words.insert(value.get<std::string>());
    }
}

// A dictionary token: "word" with \ and " and bytes outside printable ASCII escaped as \xNN.
std::string token(const std::string& word) {
    std::string out = "\"";
    for (const unsigned char c : word) {
        if (c == '\\' || c == '"' || c < 0x20 || c >= 0x7f) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\x%02X", c);
            out += buf;
        } else {
            out += static_cast<char>(c);
        }
    }
    return out + "\"";
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 3) {
        std::cerr << "usage: make_dictionary OUT FILE...\n";
        return 2;
    }
    std::set<std::string> words;
    for (int i = 2; i < argc; ++i) {
        std::ifstream in(argv[i]);
        const auto doc = nlohmann::json::parse(in, nullptr, false);
        if (doc.is_discarded()) {
            std::cerr << argv[i] << ": not valid JSON\n";
            return 1;
        }
        collect(doc, words);
    }
    std::ofstream out(argv[1]);
    for (const std::string& word : words) {
        if (!word.empty())
            out << token(word) << "\n";
    }
    return out ? 0 : 1;
}
