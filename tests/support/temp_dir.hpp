// A fresh folder under the system's temporary one for a test, made at once and
// removed with everything in it at the end.
#pragma once

#include <unistd.h>

#include <filesystem>
#include <random>
#include <string>
#include <string_view>
#include <system_error>

namespace sugarworks::testkit {

class TempDir {
  public:
    explicit TempDir(std::string_view name = "test") {
        std::random_device seed;
        path_ = std::filesystem::temp_directory_path() /
                ("sugarworks-" + std::string(name) + "-" + std::to_string(::getpid()) + "-" +
                 std::to_string(seed()));
        std::filesystem::create_directories(path_);
    }
    ~TempDir() {
        std::error_code ec;
        std::filesystem::remove_all(path_, ec);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    const std::filesystem::path& path() const { return path_; }

  private:
    std::filesystem::path path_;
};

}  // namespace sugarworks::testkit
