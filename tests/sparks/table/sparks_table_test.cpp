// Sparks' table as a person meets it, drawn in a Dear ImGui frame without a
// window: it offers exactly the actions the rules allow the person to act, as
// buttons a click presses; a die picked up lights the places it may go and a
// click elsewhere is refused in the rules' words; Undo takes back what may be
// taken back; no frame shows another seat's hand; the recap tells what the
// others did.
#include <imgui.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <set>
#include <string>
#include <vector>

#include "headless_imgui.hpp"
#include "shell/module/game_module.hpp"
#include "shell/module/table_ui.hpp"
#include "sparks/action_text.hpp"
#include "sparks/match.hpp"
#include "sparks/player_view.hpp"
#include "support/sparks_content.hpp"
#include "table/game_in_play.hpp"
#include "table/sparks_module.hpp"

namespace sparks::table_test {

namespace {

const Content& content() {
    return testing::shipped_content();
}

// Sparks' table drawn headless, as the shell's table draws it.
class Frames {
  public:
    void draw(shell::GameInPlay& game, int viewer, shell::TableUi& ui, ImVec2 pointer = {-1, -1},
              bool held = false) {
        imgui_.frame([&] { draw_once(game, viewer, ui); }, pointer, held);
    }

    // Presses `id` on `viewer`'s table as a person would: pointer onto it, button
    // down a frame, up the next.
    void press(shell::GameInPlay& game, int viewer, const std::string& id) {
        shell::TableUi ui;
        draw(game, viewer, ui);
        const auto control = ui.control(id);
        REQUIRE(control);
        REQUIRE(control->enabled);
        imgui_.click([&] { draw_once(game, viewer, ui); }, {(control->min.x + control->max.x) / 2,
                                                            (control->min.y + control->max.y) / 2});
    }

  private:
    shell::testing::HeadlessImGui imgui_;

    static void draw_once(shell::GameInPlay& game, int viewer, shell::TableUi& ui) {
        ui.begin_frame();
        game.draw_table(viewer, ui);
    }
};

std::vector<std::string> acts(const shell::TableUi& ui) {
    std::vector<std::string> out;
    for (const auto& c : ui.controls())
        if (c.id.starts_with("act:") && c.enabled)
            out.push_back(c.id.substr(4));
    return out;
}

// A game of people only, moved on by the Easy computer's choices until `until`
// holds for the state.
template <typename Until>
std::unique_ptr<shell::GameInPlay> people_until(std::uint64_t seed, int players, Until until) {
    SaveInfo info;
    for (int i = 0; i < players; ++i)
        info.seats.push_back({.player = "human", .name = "P" + std::to_string(i + 1)});
    Match match(Game(content(), GameOptions{.players = players}), seed);
    for (int i = 0; i < 5000 && !until(match.game(), match.state()); ++i) {
        const Game& game = match.game();
        const bots::BotChoice choice =
            bots::decide(game, player_view(game, match.state(), match.to_act()),
                         bots::BotLevel::Easy, static_cast<std::uint64_t>(i));
        REQUIRE(std::holds_alternative<std::vector<Event>>(match.apply(choice.action)));
    }
    REQUIRE(until(match.game(), match.state()));
    return std::make_unique<table::SparksInPlay>(std::move(match), std::move(info));
}

}  // namespace

TEST_CASE("A person's table offers every legal action and nothing else, others' tables none",
          "[table][sparks_table]") {
    Frames frames;
    // A moment of each phase: robots chosen, production, dice taken, dice used, refill.
    for (const Phase phase :
         {Phase::ChooseRobots, Phase::Production, Phase::TakeDice, Phase::Actions, Phase::Refill}) {
        INFO(static_cast<int>(phase));
        auto game = people_until(4, 3, [&](const Game&, const GameState& s) {
            return s.phase == phase && s.pending.empty();
        });
        auto& sparks_game = dynamic_cast<table::SparksInPlay&>(*game);
        const int seat = game->seat_to_act();
        shell::TableUi ui;
        frames.draw(*game, seat, ui);
        std::vector<std::string> offered = acts(ui);
        // The dice in storage offer their actions once picked up, one die at a time.
        for (const auto& c : std::vector<shell::TableUi::Control>(ui.controls()))
            if (c.id.starts_with("pick:") && c.enabled) {
                frames.press(*game, seat, c.id);
                shell::TableUi picked;
                frames.draw(*game, seat, picked);
                for (const std::string& id : acts(picked))
                    offered.push_back(id);
                frames.press(*game, seat, c.id);  // put down again
            }
        std::sort(offered.begin(), offered.end());
        offered.erase(std::unique(offered.begin(), offered.end()), offered.end());
        const Game game_rules(content(), GameOptions{.players = 3});
        std::vector<std::string> legal;
        const GameState state = [&] {
            // The state behind the table, read back from its save.
            const LoadedGame loaded = load_save_text(game->save_text(), "t.json", content());
            REQUIRE(loaded.match);
            return loaded.match->state();
        }();
        for (const Action& a : game_rules.legal_actions(state))
            legal.push_back(action_control_id(a));
        std::sort(legal.begin(), legal.end());
        CHECK(offered == legal);
        CHECK(sparks_game.refused().empty());
        // Another seat looking at the table is offered nothing to do.
        shell::TableUi other;
        frames.draw(*game, (seat + 1) % 3, other);
        CHECK(acts(other).empty());
        shell::TableUi everyone;
        frames.draw(*game, shell::kWholeTable, everyone);
        CHECK(acts(everyone).empty());
    }
}

TEST_CASE("A click on a button is the seat's action, and Undo takes it back",
          "[table][sparks_table]") {
    Frames frames;
    auto game = people_until(
        6, 2, [](const Game&, const GameState& s) { return s.phase == Phase::ChooseRobots; });
    const int seat = game->seat_to_act();
    shell::TableUi ui;
    frames.draw(*game, seat, ui);
    const std::vector<std::string> offered = acts(ui);
    REQUIRE_FALSE(offered.empty());
    const std::string before = game->save_text();
    frames.press(*game, seat, "act:" + offered.front());
    CHECK(game->action_count() == 1);
    // Putting a robot in a slot showed nothing hidden: it may be taken back.
    frames.press(*game, seat, "undo");
    CHECK(game->action_count() == 0);
    CHECK(game->save_text() == before);
    frames.press(*game, seat, "redo");
    CHECK(game->action_count() == 1);
}

TEST_CASE("A die picked up lights where it may go, a click where it may not is refused in words",
          "[table][sparks_table]") {
    Frames frames;
    auto game = people_until(9, 2, [](const Game& g, const GameState& s) {
        if (s.phase != Phase::Actions || !s.pending.empty())
            return false;
        // A die of the player's that fits some robot space and not another.
        int fits = 0;
        for (const Action& a : g.legal_actions(s))
            fits += a.kind == ActionKind::PlaceRobot ? 1 : 0;
        return fits > 0;
    });
    auto& sparks_game = dynamic_cast<table::SparksInPlay&>(*game);
    const int seat = game->seat_to_act();
    const LoadedGame loaded = load_save_text(game->save_text(), "t.json", content());
    REQUIRE(loaded.match);
    const Game& rules = loaded.match->game();
    const GameState& state = loaded.match->state();
    const auto legal = rules.legal_actions(state);
    const auto place = std::find_if(legal.begin(), legal.end(), [](const Action& a) {
        return a.kind == ActionKind::PlaceRobot;
    });
    REQUIRE(place != legal.end());
    frames.press(*game, seat, "pick:" + std::to_string(place->die));
    shell::TableUi picked;
    frames.draw(*game, seat, picked);
    // Its place is lit as a button for that very action.
    const std::string space = "space:" + std::to_string(seat) +
                              ":robot:" + std::to_string(place->slot) + ":" +
                              std::to_string(place->space);
    REQUIRE(picked.control(space));
    CHECK(picked.control(space)->enabled);
    CHECK(std::find(acts(picked).begin(), acts(picked).end(), action_control_id(*place)) !=
          acts(picked).end());
    // An empty space of the player's the die may not take: the rules say why.
    std::string refused_space;
    const PlayerState& me = state.seats[static_cast<std::size_t>(seat)];
    for (int slot = 0; slot < kSlots && refused_space.empty(); ++slot) {
        const Slot& in = me.line[static_cast<std::size_t>(slot)];
        if (in.card == kNone)
            continue;
        const auto& spaces = content().robots[static_cast<std::size_t>(in.card)].spaces;
        for (int sp = 0; sp < static_cast<int>(spaces.size()); ++sp) {
            Action tried{
                .kind = ActionKind::PlaceRobot, .slot = slot, .space = sp, .die = place->die};
            if (in.dice[static_cast<std::size_t>(sp)] == kNone && rules.check(state, tried) &&
                std::none_of(legal.begin(), legal.end(), [&](const Action& a) {
                    return a.kind == ActionKind::PlaceRobot && a.die == place->die &&
                           a.slot == slot && a.space == sp;
                })) {
                refused_space = "space:" + std::to_string(seat) + ":robot:" + std::to_string(slot) +
                                ":" + std::to_string(sp);
                break;
            }
        }
    }
    if (!refused_space.empty()) {
        const std::size_t count = game->action_count();
        frames.press(*game, seat, refused_space);
        CHECK(game->action_count() == count);
        CHECK_FALSE(sparks_game.refused().empty());
        shell::TableUi after;
        frames.draw(*game, seat, after);
        CHECK(after.shows("Not allowed: " + sparks_game.refused()));
    }
    frames.press(*game, seat, space);
    CHECK(sparks_game.refused().empty());
    const LoadedGame now = load_save_text(game->save_text(), "t.json", content());
    REQUIRE(now.match);
    CHECK(now.match->actions().back() == *place);
}

TEST_CASE("No frame of a whole game shows a hand but the viewer's own", "[table][sparks_table]") {
    Frames frames;
    const shell::GameModule module = table::sparks_module(content());
    auto game = module.new_game({.seed = 12,
                                 .seats = {{"Ada", "easy"}, {"Blake", "easy"}, {"Cy", "easy"}},
                                 .options = {{"assistant_draft", "on"}}});
    REQUIRE(game);
    int frames_checked = 0;
    while (!game->finished() && frames_checked < 4000) {
        for (const int viewer : {0, 1, 2, shell::kWholeTable}) {
            shell::TableUi ui;
            frames.draw(*game, viewer, ui);
            for (const std::string& word : ui.words())
                for (const std::string& secret : game->secrets_from(viewer))
                    if (game->shows_secret(word, secret))
                        FAIL("viewer " << viewer << " saw \"" << secret << "\" in \"" << word
                                       << "\"");
            ++frames_checked;
        }
        // Every fourth action, to keep the test short and see every phase.
        for (int i = 0; i < 4 && !game->finished(); ++i)
            game->play_computer_turn();
    }
    CHECK(game->finished());
    shell::TableUi end;
    frames.draw(*game, shell::kWholeTable, end);
    CHECK(end.shows("The score sheet"));
    CHECK(end.shows("Factory level x assistants"));
    CHECK(end.shows(game->result()));
}

TEST_CASE("The recap tells a person what the others did since their last decision",
          "[table][sparks_table]") {
    const shell::GameModule module = table::sparks_module(content());
    auto game = module.new_game(
        {.seed = 2, .seats = {{"Ada", "person"}, {"Blake", "easy"}, {"Cy", "easy"}}});
    REQUIRE(game);
    auto& sparks_game = dynamic_cast<table::SparksInPlay&>(*game);
    CHECK(game->recap_for(0).lines.empty());  // nothing decided yet
    // Ada chooses her robots; the computers choose theirs.
    while (game->seat_to_act() == 0) {
        const LoadedGame loaded = load_save_text(game->save_text(), "t.json", content());
        REQUIRE(loaded.match);
        const auto legal = loaded.match->game().legal_actions(loaded.match->state());
        REQUIRE(sparks_game.try_action(legal.front()));
    }
    while (game->seat_to_act() != 0 && !game->finished())
        game->play_computer_turn();
    const shell::GameInPlay::Recap recap = game->recap_for(0);
    CHECK(recap.title == "Ada, since your last decision:");
    REQUIRE_FALSE(recap.lines.empty());
    // The computers' reasons are said, in their words.
    CHECK(std::any_of(recap.lines.begin(), recap.lines.end(), [](const std::string& line) {
        return line.find("Blake (computer): ") == 0;
    }));
}

}  // namespace sparks::table_test

namespace sparks::table_test {

TEST_CASE("What an action did is shown beat by beat with its sounds, and a refusal is heard",
          "[table][sparks_table]") {
    const shell::GameModule module = table::sparks_module(content());
    auto game = module.new_game({.seed = 5, .seats = {{"Ada", "person"}, {"Cy", "easy"}}});
    REQUIRE(game);
    auto& sparks_game = dynamic_cast<table::SparksInPlay&>(*game);
    CHECK_FALSE(game->moving());
    CHECK(game->take_sounds().empty());
    // A robot put in a slot, then the same robot again: refused, with the refusal's sound.
    const LoadedGame loaded = load_save_text(game->save_text(), "t.json", content());
    REQUIRE(loaded.match);
    const auto legal = loaded.match->game().legal_actions(loaded.match->state());
    REQUIRE(sparks_game.try_action(legal.front()));
    CHECK(game->moving());
    std::vector<int> heard = game->take_sounds();
    // The same robot again, no longer in the hand of robots drawn.
    const Action again = legal.front();
    CHECK_FALSE(sparks_game.try_action(again));
    heard = game->take_sounds();
    CHECK(std::find(heard.begin(), heard.end(), table::sound_number(table::Cue::Refused)) !=
          heard.end());
    CHECK(game->take_sounds().empty());  // heard once
    // The beats play out on the table's clock, and then nothing moves.
    for (int i = 0; i < 200 && game->moving(); ++i)
        game->advance(0.05);
    CHECK_FALSE(game->moving());
    // Ada's other robots, then the computer's first: shown happening as a person's are.
    while (game->seat_to_act() == 0) {
        const LoadedGame now = load_save_text(game->save_text(), "t.json", content());
        REQUIRE(now.match);
        REQUIRE(
            sparks_game.try_action(now.match->game().legal_actions(now.match->state()).front()));
    }
    for (int i = 0; i < 400 && game->moving(); ++i)
        game->advance(0.05);
    REQUIRE(game->seat_to_act() == 1);
    game->play_computer_turn();
    CHECK(game->moving());
}

}  // namespace sparks::table_test
