// Pebbles through the shell's module interface alone, as the shell plays it: the
// table drawn with TableUi in a Dear ImGui frame (no window: ImGui draws into
// nothing), its buttons pressed with the pointer, the privacy check read from every
// frame's words, and saves, Load and the replay's earlier games.
#include <imgui.h>
#include <algorithm>
#include <catch2/catch.hpp>

#include <memory>
#include "headless_imgui.hpp"

#include "module.hpp"
#include "shell/module/game_module.hpp"
#include "shell/module/table_ui.hpp"

using shell::GameInPlay;
using shell::kWholeTable;

namespace {

// The tables drawn headless, as the shell's table draws them.
class Frames {
  public:
    Frames() : imgui_({1024, 768}) {}
    // The tables are drawn as pictures (TableUi::begin_still), as behind the cover.
    bool still = false;

    // One frame of `game`'s table for `viewer`, the pointer at `pointer`, its button
    // held or not; the frame's words and controls are in `ui` after.
    void draw(GameInPlay& game, int viewer, shell::TableUi& ui, ImVec2 pointer = {-1, -1},
              bool held = false) {
        imgui_.frame([&] { draw_once(game, viewer, ui); }, pointer, held);
    }

    // Presses the control `id` of `viewer`'s table as a person would: pointer onto
    // it, button down a frame, up the next (ImGui reports the press on release).
    void press(GameInPlay& game, int viewer, const std::string& id) {
        shell::TableUi ui;
        draw(game, viewer, ui);
        const auto control = ui.control(id);
        REQUIRE(control);
        imgui_.click([&] { draw_once(game, viewer, ui); }, {(control->min.x + control->max.x) / 2,
                                                            (control->min.y + control->max.y) / 2});
    }

  private:
    shell::testing::HeadlessImGui imgui_;

    void draw_once(GameInPlay& game, int viewer, shell::TableUi& ui) const {
        ui.begin_frame();
        if (still)
            ui.begin_still();
        game.draw_table(viewer, ui);
        ui.end_still();
    }
};

// No word of the frame names a secret of its viewer.
void check_private(const shell::TableUi& ui, const std::vector<std::string>& secrets) {
    for (const std::string& secret : secrets) {
        INFO(secret);
        CHECK_FALSE(ui.shows(secret));
    }
}

std::unique_ptr<GameInPlay> game_of(const shell::GameModule& module, std::uint64_t seed,
                                    std::vector<shell::SeatSetup> seats) {
    return module.new_game(shell::NewGameSetup{seed, std::move(seats)});
}

}  // namespace

TEST_CASE("The Pebbles module says what the shell needs to know of it", "[pebbles][module]") {
    const shell::GameModule module = pebbles::pebbles_module();
    CHECK(module.id == "pebbles");
    CHECK(module.name == "Pebbles");
    CHECK(module.min_players == 2);
    CHECK(module.max_players == 4);
    CHECK(module.computer_levels == std::vector<std::string>{"random"});
    CHECK(module.saves.game == "pebbles");
    CHECK(module.saves.format == 1);
    const auto game = game_of(module, 3, {{"Alex", "person"}, {"", "random"}});
    CHECK(game->seats() ==
          std::vector<shell::SeatSetup>{{"Alex", "person"}, {"Player 2", "random"}});
    CHECK(game->seat_to_act() == 0);
    CHECK_FALSE(game->finished());
    CHECK(game->result().empty());
    CHECK(game->action_count() == 0);
    CHECK(game->turn_words() == "Play a card and take that many pebbles: 21 are left.");
}

TEST_CASE("A table drawn as a picture, as behind the cover, offers nothing to press",
          "[pebbles][module]") {
    const shell::GameModule module = pebbles::pebbles_module();
    const auto game = game_of(module, 8, {{"Alex", "person"}, {"Blake", "person"}});
    Frames frames;
    frames.still = true;
    shell::TableUi still;
    frames.draw(*game, 0, still);
    REQUIRE(still.control("play:0"));
    CHECK_FALSE(still.control("play:0")->enabled);
    CHECK(still.marks().marks().at("play:0").role == shell::MarkRole::Text);
    frames.press(*game, 0, "play:0");
    CHECK(game->action_count() == 0);
    // The same table drawn as itself takes the same press.
    frames.still = false;
    frames.press(*game, 0, "play:0");
    CHECK(game->action_count() == 1);
}

TEST_CASE(
    "A whole Pebbles game played by pressing the table's buttons shows no seat another's "
    "cards",
    "[pebbles][module]") {
    const shell::GameModule module = pebbles::pebbles_module();
    const auto game =
        game_of(module, 17, {{"Alex", "person"}, {"Blake", "person"}, {"Cam", "person"}});
    Frames frames;
    std::size_t turn = 0;
    while (!game->finished()) {
        REQUIRE(turn < 30);
        const int seat = game->seat_to_act();
        // The whole table (the hand-off cover) shows no hand and offers no control.
        shell::TableUi cover;
        frames.draw(*game, kWholeTable, cover);
        check_private(cover, game->secrets_from(kWholeTable));
        CHECK(cover.controls().empty());
        REQUIRE_FALSE(game->secrets_from(seat).empty());
        // Another seat sees its own cards greyed, none of the others'.
        const int other = (seat + 1) % 3;
        shell::TableUi waiting;
        frames.draw(*game, other, waiting);
        check_private(waiting, game->secrets_from(other));
        CHECK(std::none_of(waiting.controls().begin(), waiting.controls().end(),
                           [](const auto& c) { return c.enabled; }));
        // The seat to act sees its own and presses one, alternately the first and last.
        shell::TableUi own;
        frames.draw(*game, seat, own);
        check_private(own, game->secrets_from(seat));
        CHECK(own.shows("seat " + std::to_string(seat + 1) + " card: take "));
        REQUIRE_FALSE(own.controls().empty());
        const auto& pick = turn % 2 == 0 ? own.controls().front() : own.controls().back();
        CHECK(pick.enabled);
        frames.press(*game, seat, pick.id);
        ++turn;
        CHECK(game->action_count() == turn);
    }
    CHECK(game->seat_to_act() == kWholeTable);
    const std::vector<std::string> names = {"Alex", "Blake", "Cam"};
    const int winner = static_cast<int>((turn - 1) % 3);
    CHECK(game->result() ==
          names[static_cast<std::size_t>(winner)] + " wins, taking the last pebble.");
    shell::TableUi end;
    frames.draw(*game, kWholeTable, end);
    CHECK(end.shows(game->result()));
}

TEST_CASE("Pebbles' computer seats play a whole game, the same one from the same seed",
          "[pebbles][module]") {
    const shell::GameModule module = pebbles::pebbles_module();
    auto play = [&](std::uint64_t seed) {
        auto game = game_of(module, seed,
                            {{"A", "random"}, {"B", "random"}, {"C", "random"}, {"D", "random"}});
        for (int i = 0; i < 30 && !game->finished(); ++i)
            game->play_computer_turn();
        REQUIRE(game->finished());
        CHECK(game->result().ends_with(" wins, taking the last pebble."));
        return game->save_text();
    };
    CHECK(play(8) == play(8));
    CHECK(play(8) != play(9));
}

TEST_CASE(
    "A Pebbles game saved loads through the module, and its replay's earlier games "
    "are its first actions",
    "[pebbles][module]") {
    const shell::GameModule module = pebbles::pebbles_module();
    auto game = game_of(module, 5, {{"Alex", "person"}, {"Blake", "random"}});
    for (int i = 0; i < 6; ++i)
        game->play_computer_turn();
    const std::string text = game->save_text();
    std::string error;
    const auto loaded = module.load_game(text, "saved.json", error);
    REQUIRE(loaded);
    CHECK(error.empty());
    CHECK(loaded->save_text() == text);
    CHECK(loaded->seats() == game->seats());

    const auto earlier = loaded->after(2);
    CHECK(earlier->action_count() == 2);
    auto replayed = game_of(module, 5, {{"Alex", "person"}, {"Blake", "random"}});
    replayed->play_computer_turn();
    replayed->play_computer_turn();
    CHECK(earlier->save_text() == replayed->save_text());

    std::string broken = text;
    broken.replace(broken.find("\"seed\": \"5\""), 11, "\"seed\": \"6\"");
    const auto refused = module.load_game(broken, "saved.json", error);
    CHECK_FALSE(refused);
    CHECK(error.starts_with("saved.json:/setup_hash: the set-up is not the one saved"));
}
