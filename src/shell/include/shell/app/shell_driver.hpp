// Test runs of a game's program: --autoplay (a whole game by the table's own
// controls, pressed at random, covers shown and passed as people would) and
// --script (steps a person would take), both by real pointer input through the
// window, and the privacy check on every frame: no frame shows words that name
// what the seat it was drawn for may not know, and a cover or a replay (the
// whole table watching) shows no hand at all.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/rng.hpp"
#include "shell/app/shell_app.hpp"
#include "shell/drivers/script.hpp"
#include "shell/platform/window.hpp"

namespace shell {

class ShellDriver {
  public:
    ShellDriver(std::vector<ScriptStep> steps, bool autoplay, std::uint64_t seed);

    bool active() const { return autoplay_ || !steps_.empty(); }
    // Before a frame: moves the pointer and presses, on what the last frame drew.
    void before_frame(ShellApp& app, Window& window);
    // After a frame was drawn: the privacy check of its words against what its
    // viewer may not know, before the frame (`secrets_before`, from
    // app.secrets_for(app.viewer(), app.screen())) and after it.
    void after_frame(ShellApp& app, const std::vector<std::string>& secrets_before);
    // A screenshot the script asked for this frame, to be saved before presenting.
    std::optional<std::string> take_screenshot();

    bool finished() const { return finished_; }
    bool failed() const { return !failure_.empty(); }
    const std::string& failure() const { return failure_; }
    int frames_checked() const { return frames_checked_; }
    int actions_pressed() const { return actions_pressed_; }

  private:
    bool click(const ShellApp& app, Window& window, const std::string& id);
    bool autoplay_step(ShellApp& app, Window& window);
    void next();
    void fail(const std::string& why);

    std::vector<ScriptStep> steps_;
    std::size_t step_ = 0;
    bool autoplay_;
    engine::Rng rng_;
    int phase_ = 0;   // of a click: point, press, release; of a key: down, up
    int waited_ = 0;  // frames spent on this step
    // An autoplay step's count of actions when it began.
    std::optional<std::size_t> autoplay_from_;
    std::string clicking_;  // the control being clicked
    std::optional<std::string> screenshot_;
    bool finished_ = false;
    std::string failure_;
    int frames_checked_ = 0;
    int actions_pressed_ = 0;
};

}  // namespace shell
