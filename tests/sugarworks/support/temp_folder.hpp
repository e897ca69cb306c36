// A fresh folder under the system's temporary one for a test's files, removed
// with everything in it at the end. Its name is unique per run: other builds
// may run the same tests at the same time.
#pragma once

#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <system_error>

namespace sugarworks::testkit {

class TempFolder {
  public:
    // `name` tells the folders of different tests apart.
    explicit TempFolder(const std::string& name = "test") {
        path_ = std::filesystem::temp_directory_path() /
                ("sugarworks-" + name + "-" + std::to_string(std::random_device{}()));
        std::filesystem::remove_all(path_);
        std::filesystem::create_directories(path_);
    }
    ~TempFolder() {
        std::error_code ec;
        std::filesystem::remove_all(path_, ec);
    }
    TempFolder(const TempFolder&) = delete;
    TempFolder& operator=(const TempFolder&) = delete;

    const std::filesystem::path& path() const { return path_; }

  private:
    std::filesystem::path path_;
};

// The whole of a file as it lies on disk (empty when it cannot be read).
inline std::string file_text(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

}  // namespace sugarworks::testkit
