// The test drivers of the game: --autoplay (random legal actions for every seat,
// taken through the same intents a person's clicks give), --script (a person's
// clicks and keys, scripted) and the privacy check that watches every frame they
// drive. They read the TableModel's Table, which no screen may; what they do to
// the game goes through TableModel::handle like any click.
#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "replay/replay_model.hpp"
#include "shell/drivers/script.hpp"
#include "shell/platform/window.hpp"
#include "table/table_model.hpp"
#include "ui/marks.hpp"
#include "ui/steady_check.hpp"

namespace sugarworks::app {

// What a driver may look at and touch in one frame.
struct DriverFrame {
    std::string_view screen;      // screen_id() of the screen up
    TableModel* model = nullptr;  // null when no game is open
    const Marks& marks;
    shell::Window& window;
    float ui_scale = 1;             // the scale the frame was drawn at
    ReplayModel* replay = nullptr;  // the saved game watched back, on the replay screen
};

// What a frame was drawn for, to check what it showed against.
struct DrawnFor {
    std::string_view screen;
    int viewer = kTableViewer;  // the seat whose hand may be on screen, or the whole table
    bool shared = false;        // a moment everyone watches
    std::size_t actions = 0;    // the game's action count when it was drawn
};

// Which order card or hand the frame showed to someone who may not see it, if
// any: on a cover and at moments everyone watches, any hand; on the table,
// another player's cards that face their holder, and the cards that face away
// from the player at the screen. Decided by the core's visibility rules.
std::optional<std::string> privacy_breach(const TableModel& model, const Marks& marks,
                                          const DrawnFor& drawn);

// The same for a game watched back: a game not over, and everyone's view of
// any game, show no hand; a seat's view of a finished game shows no card that
// seat may not see.
std::optional<std::string> replay_privacy_breach(const ReplayModel& replay, const Marks& marks);

// Whether the frame shows the text of a card in any hand of `state`.
bool shows_hand_text(const GameState& state, const Catalog& catalog, const Marks& marks);

class TestDriver {
  public:
    TestDriver(bool autoplay, std::vector<shell::ScriptStep> script, std::uint64_t seed);
    ~TestDriver();

    // --script FILE (none when empty): its problem, or nothing when it reads well.
    std::optional<std::string> load_script(const std::filesystem::path& file);
    bool active() const { return autoplay_ || !script_.empty(); }
    // One step of autoplay or of the script, on what the last frame drew.
    void before_frame(const DriverFrame& frame);
    // The privacy check of the frame just drawn, and the screenshot the script
    // asked for, taken now that the frame is drawn.
    void after_frame(const DriverFrame& frame, const DrawnFor& drawn);
    void fail(const std::string& message);

    bool finished() const { return finished_; }
    int exit_code() const { return exit_code_; }
    // Why the run failed (the last failure told), or empty.
    const std::string& failure() const { return failure_; }

  private:
    void autoplay_step(const DriverFrame& frame);
    void script_step(const DriverFrame& frame);

    bool autoplay_ = false;
    std::vector<shell::ScriptStep> script_;
    std::unique_ptr<class LessonScript> lesson_;  // the lesson step under way
    // The lesson step whose layout is checked, and the frames drawn at it so far.
    struct {
        int step = -1;
        int frames = 0;
    } lesson_layout_;
    // What is wrong with the layout of the frame just drawn (each problem printed).
    std::optional<std::string> layout_problem(const DriverFrame& frame) const;
    Rng rng_;
    std::size_t at_ = 0;
    int phase_ = 0;
    int wait_ = 0;
    std::chrono::steady_clock::time_point waiting_since_ = std::chrono::steady_clock::now();
    bool finished_ = false;
    int exit_code_ = 0;
    std::string failure_;
    std::string pending_shot_;
    std::optional<std::string> breach_;  // what the last frame checked showed wrongly
    std::optional<SteadyWatch> steady_;  // watching that nothing moves, from check_steady on
};

// One step of a script run by the test driver a frame at a time (the shell hands
// Sugarworks the steps that are its own): `driver` holds the run from the step's
// first frame (`seed` for its random choices) to its end.
shell::StepProgress drive_step(std::unique_ptr<TestDriver>& driver, const shell::ScriptStep& step,
                               std::uint64_t seed, const DriverFrame& frame);

}  // namespace sugarworks::app
