// A copy of a data folder in a temporary folder named ".../data", for tests that
// change or break one file at a time and read what validation says.
#pragma once

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <random>
#include <string>
#include <vector>

#include "sugarworks/catalog.hpp"

namespace sugarworks::testkit {

class DataCopy {
  public:
    // `name` tells the copies of different tests apart in the temporary folder.
    DataCopy(const std::filesystem::path& data, const std::string& name) {
        // Unique per run: other builds may run the same tests at the same time.
        root_ = std::filesystem::temp_directory_path() /
                ("sugarworks-" + name + "-" + std::to_string(std::random_device{}()));
        std::filesystem::remove_all(root_);
        std::filesystem::create_directories(root_);
        std::filesystem::copy(data, dir(), std::filesystem::copy_options::recursive);
    }
    ~DataCopy() {
        std::error_code ec;
        std::filesystem::remove_all(root_, ec);
    }
    DataCopy(const DataCopy&) = delete;
    DataCopy& operator=(const DataCopy&) = delete;

    std::filesystem::path dir() const { return root_ / "data"; }
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
    // What validate_data says of the copy, one "file:pointer: message" per line.
    std::vector<std::string> errors() const {
        std::vector<std::string> out;
        for (const Diagnostic& d : validate_data(dir()).errors)
            out.push_back(format_diagnostic(d));
        return out;
    }

  private:
    std::filesystem::path root_;
};

}  // namespace sugarworks::testkit
