// --script FILE: a JSON list of steps at the level a person plays, for tests
// and demonstrations: clicks on named elements, keys, waits and checks.
//   {"click": "tile:0"}          press and release the left button on it
//   {"click_if": "recap:start"}  the same, when it is on screen; else go on
//   {"wait_for": "cover:show"}   until it is on screen (at most 600 frames)
//   {"wait": 10}                 frames
//   {"key": "ctrl+z"}            a key with optional ctrl+ / shift+ / alt+
//   {"type": "Dana"}             the words typed into the field being typed in
//   {"point": "target:0"}        move the pointer onto it (hover, no click)
//   {"autoplay": 12}             up to 12 random legal actions, as --autoplay takes
//                                them, stopping early when the conveyors start
//   {"autoplay_until": "tip:bonk"}  random legal actions as --autoplay takes them, the
//                                movements watched, until an element whose name begins
//                                so is on screen; a game that ends first fails the step
//   {"expect_screen": "table"}
//   {"expect_log": "plays"}      a line of the log contains the words
//   {"expect_text": "Could not save"}  words on the screen contain these (at most 600
//                                frames waited for them)
//   {"expect_greyed": "play:0"} it is on screen and cannot be pressed (at most 600 frames
//                                waited for it)
//   {"expect_tile_played": true} the last action played a tile, and it lies on the floor
//   {"expect_actions": 2}        the game has had this many actions (after undo or redo);
//                                on the replay, the actions done in what it shows
//   {"expect_no_private_text": true}  this frame shows no card of any hand
//   {"expect_private_text": true}     this frame shows a card of a hand (the table)
//   {"check_layout": true}       everything this frame drew lies inside the window and its
//                                panel, no two controls overlap, no words are too small
//   {"check_steady": true}       from here to the end, on every frame of the table, nothing
//                                a player may click (panels, toolbar, market, hand, floor,
//                                conveyor controls) stands anywhere but where it first stood
//   {"screenshot": "PATH"}       save the window now
//   {"lesson_follow": 3}         do what the lesson's next 3 steps ask, as a person would:
//                                Next, the clicks of the expected action, watching; in a
//                                free step, legal actions until it is done (0: to the end)
//   {"lesson_wrong": true}       try something the lesson's step does not ask for, and
//                                check that nothing was done and the correction is shown
//   {"lesson_wrong_each": true}  a wrong move at every step to the lesson's end, each checked,
//                                then the step done as it asks
//   {"expect_lesson_step": 4}    the lesson is at step 4 (1-based)
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace shell {

struct ScriptStep {
    enum class Kind {
        Click,
        ClickIf,
        Point,
        Autoplay,
        AutoplayUntil,
        WaitFor,
        Wait,
        Key,
        Type,
        ExpectScreen,
        ExpectLog,
        ExpectText,
        ExpectGreyed,
        ExpectTilePlayed,
        ExpectActions,
        ExpectNoPrivateText,
        ExpectPrivateText,
        CheckLayout,
        CheckSteady,
        Screenshot,
        LessonFollow,
        LessonWrong,
        LessonWrongEach,
        ExpectLessonStep
    } kind = Kind::Wait;
    std::string text;  // element, key, typed text, screen, words or path
    int frames = 0;    // Wait: frames; ExpectActions, Autoplay: actions; lesson steps
};

struct ScriptLoad {
    std::optional<std::vector<ScriptStep>> steps;
    std::string error;  // "FILE:/3/click: ..." when the file cannot be used
};

ScriptLoad parse_script(const std::string& text, const std::string& file);
ScriptLoad load_script(const std::filesystem::path& path);

// How a step of a game's own (GameInPlay::script_step) stands after a frame.
struct StepProgress {
    enum class State { NotMine, Going, Done, Failed } state = State::NotMine;
    std::string failure{};  // Failed: why
};

}  // namespace shell
