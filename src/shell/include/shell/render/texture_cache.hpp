// Art as OpenGL textures: each SVG under assets/ rasterized by SDL2_image at
// the pixel size it is drawn at (in size steps, so a resize does not rasterize
// every frame), uploaded once and reused. A missing file is said once and then
// drawn as a stand-in by the caller.
#pragma once

#include <imgui.h>

#include <filesystem>
#include <string>
#include <unordered_map>
#include <unordered_set>

namespace shell {

struct Texture {
    unsigned id = 0;
    int width = 0;
    int height = 0;
    ImTextureID im() const { return reinterpret_cast<ImTextureID>(static_cast<std::intptr_t>(id)); }
    // Height over width of the art.
    float aspect() const { return width > 0 ? static_cast<float>(height) / width : 1.0f; }
};

class TextureCache {
  public:
    // `program` begins the note on stderr for a missing picture: "sugarworks".
    TextureCache(std::filesystem::path assets_dir, std::string program);
    ~TextureCache();
    TextureCache(const TextureCache&) = delete;
    TextureCache& operator=(const TextureCache&) = delete;

    // Pixels per point of the framebuffer: art is rasterized for pixels, drawn in points.
    void set_density(float density) { density_ = density; }
    // `rel` ("candies/red_circle.svg") for a box `points` wide; nullptr when it
    // cannot be had. `repeat`: wraps, for tiling backgrounds.
    const Texture* get(const std::string& rel, float points, bool repeat = false);
    // Whether the file is there (no message when it is not).
    bool exists(const std::string& rel);
    // Frees textures not drawn for a few seconds (old sizes after a resize).
    void end_frame();

    int texture_count() const { return static_cast<int>(textures_.size()); }
    long long texture_bytes() const;
    const std::filesystem::path& assets_dir() const { return assets_dir_; }

  private:
    struct Entry {
        Texture texture;
        long long last_used = 0;
    };
    Texture upload(const std::string& rel, int pixels, bool repeat);

    std::filesystem::path assets_dir_;
    std::string program_;
    float density_ = 1.0f;
    long long frame_ = 0;
    std::unordered_map<std::string, Entry> textures_;
    std::unordered_set<std::string> missing_;
    std::unordered_map<std::string, bool> exists_;
};

}  // namespace shell
