// A copy of data/sparks in a temporary folder named ".../data/sparks", for tests
// that change or break one file at a time and read what load_content says.
#pragma once

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <random>
#include <string>
#include <vector>

#include "sparks/content_reader.hpp"

namespace sparks::testkit {

class DataCopy {
  public:
    // `name` tells the copies of different tests apart in the temporary folder.
    explicit DataCopy(const std::string& name = "data") {
        // Unique per run: other builds may run the same tests at the same time.
        root_ = std::filesystem::temp_directory_path() /
                ("sparks-" + name + "-" + std::to_string(std::random_device{}()));
        std::filesystem::remove_all(root_);
        std::filesystem::create_directories(root_ / "data");
        std::filesystem::copy(SPARKS_TEST_DATA_DIR, dir(),
                              std::filesystem::copy_options::recursive);
    }
    ~DataCopy() {
        std::error_code ec;
        std::filesystem::remove_all(root_, ec);
    }
    DataCopy(const DataCopy&) = delete;
    DataCopy& operator=(const DataCopy&) = delete;

    std::filesystem::path dir() const { return root_ / "data" / "sparks"; }
    nlohmann::json read(const std::string& file) const {
        std::ifstream in(dir() / file);
        return nlohmann::json::parse(in);
    }
    void write(const std::string& file, const std::string& text) const {
        std::ofstream(dir() / file, std::ios::binary) << text;
    }
    void write_json(const std::string& file, const nlohmann::json& doc) const {
        write(file, doc.dump(2));
    }
    // Reads `file`, lets `change` alter it, and writes it back.
    template <typename Change>
    void edit(const std::string& file, Change change) const {
        nlohmann::json doc = read(file);
        change(doc);
        write_json(file, doc);
    }
    // What load_content says of the copy, one "file:pointer: message" per line.
    std::vector<std::string> errors() const {
        std::vector<std::string> out;
        for (const engine::Diagnostic& d : load_content(dir()).errors)
            out.push_back(engine::format_diagnostic(d));
        return out;
    }

  private:
    std::filesystem::path root_;
};

}  // namespace sparks::testkit
