// Saving what the window shows as a PNG.
#pragma once

#include <filesystem>
#include <string>

namespace shell {

// Reads the back buffer (call after drawing, before presenting) of a
// `width` x `height` drawable and writes it to `path`. False and `error` set on failure.
bool save_screenshot(const std::filesystem::path& path, int width, int height, std::string& error);

}  // namespace shell
