// Sparks through the shell's game-module interface (shell/module/game_module.hpp):
// a new game from the form's seats, computer turns to the end, the save and the
// replay, and the words of what each seat holds hidden. The table itself needs
// ImGui and is left to the shell's runs under a display.
#include <algorithm>
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <set>

#include "sparks/match.hpp"
#include "support/sparks_content.hpp"
#include "table/game_in_play.hpp"
#include "table/sparks_module.hpp"

using namespace sparks;

namespace {

const Content& content() {
    return testing::shipped_content();
}

// Plays computer turns until the game ends; the seat to act before each action.
std::vector<int> play_to_the_end(shell::GameInPlay& game) {
    std::vector<int> acted;
    while (!game.finished() && acted.size() < 20000) {
        acted.push_back(game.seat_to_act());
        const std::size_t before = game.action_count();
        game.play_computer_turn();
        REQUIRE(game.action_count() == before + 1);
    }
    return acted;
}

}  // namespace

TEST_CASE("A Sparks game of computer seats is played to its end through the module and saved",
          "[table]") {
    const shell::GameModule module = table::sparks_module(content());
    CHECK(module.id == "sparks");
    CHECK(module.saves.game == "sparks");
    CHECK(module.computer_levels == std::vector<std::string>{"random", "easy", "medium", "hard"});
    auto game = module.new_game({.seed = 7, .seats = {{"Ada", "easy"}, {"", "random"}}});
    REQUIRE(game);
    CHECK(game->seats() == std::vector<shell::SeatSetup>{{"Ada", "easy"}, {"Player 2", "random"}});
    CHECK(game->result().empty());
    const std::vector<int> acted = play_to_the_end(*game);
    REQUIRE(game->finished());
    CHECK(game->seat_to_act() == shell::kWholeTable);
    CHECK(game->action_count() == acted.size());
    const std::string result = game->result();
    CHECK_THAT(result, Catch::Contains(" points"));
    CHECK(
        (result.find("Ada") != std::string::npos || result.find("Player 2") != std::string::npos));

    std::string error;
    const auto loaded = module.load_game(game->save_text(), "game.json", error);
    REQUIRE(loaded);
    CHECK(error.empty());
    CHECK(loaded->action_count() == game->action_count());
    CHECK(loaded->seat_to_act() == game->seat_to_act());
    CHECK(loaded->seats() == game->seats());
    CHECK(loaded->result() == result);
    CHECK(loaded->save_text() == game->save_text());

    SECTION("after(n) is the game after its first n actions") {
        for (const std::size_t n :
             {std::size_t{0}, std::size_t{1}, acted.size() / 2, acted.size() - 1}) {
            const auto replay = loaded->after(n);
            CHECK(replay->action_count() == n);
            CHECK(replay->seat_to_act() == acted[n]);
            CHECK(replay->result().empty());
        }
        CHECK(loaded->after(acted.size())->save_text() == game->save_text());
    }
}

TEST_CASE("The same seed and seats give the same Sparks game through the module", "[table]") {
    const shell::GameModule module = table::sparks_module(content());
    const shell::NewGameSetup setup{.seed = 11,
                                    .seats = {{"", "easy"}, {"", "easy"}, {"", "random"}}};
    auto first = module.new_game(setup);
    auto second = module.new_game(setup);
    for (int i = 0; i < 60; ++i) {
        first->play_computer_turn();
        second->play_computer_turn();
    }
    CHECK(first->save_text() == second->save_text());
}

TEST_CASE("A person's seat waits for the person, and its seats are saved", "[table]") {
    const shell::GameModule module = table::sparks_module(content());
    auto game = module.new_game({.seed = 3, .seats = {{"Ada", "person"}, {"Blake", "person"}}});
    REQUIRE(game);
    CHECK(game->seats() == std::vector<shell::SeatSetup>{{"Ada", "person"}, {"Blake", "person"}});
    game->play_computer_turn();
    CHECK(game->action_count() == 0);

    std::string error;
    const auto loaded = module.load_game(game->save_text(), "game.json", error);
    REQUIRE(loaded);
    CHECK(loaded->seats() == game->seats());
    // The header the Load screen lists says the same seats.
    engine::Diagnostics errors;
    const auto doc = engine::save::read_header_document(game->save_text(), "game.json", errors);
    REQUIRE(doc);
    const auto header = module.saves.read(*doc, "game.json", errors);
    REQUIRE(header);
    CHECK(header->seats ==
          std::vector<engine::save::SeatHeader>{{"Ada", "person"}, {"Blake", "person"}});
}

TEST_CASE("A new Sparks game refuses seats it cannot seat", "[table]") {
    const shell::GameModule module = table::sparks_module(content());
    CHECK_FALSE(module.new_game({.seed = 1, .seats = {{"Ada", "person"}, {"Blake", "genius"}}}));
    CHECK_FALSE(module.new_game({.seed = 1, .seats = {}}));
    CHECK_FALSE(module.new_game(
        {.seed = 1, .seats = std::vector<shell::SeatSetup>(5, shell::SeatSetup{})}));
    CHECK(module.new_game({.seed = 1, .seats = {{"Ada", "person"}}}));  // the solo game
}

TEST_CASE("A Sparks save that does not load says why, naming the file", "[table]") {
    const shell::GameModule module = table::sparks_module(content());
    std::string error;
    CHECK_FALSE(module.load_game("{\"schema\": \"sparks.save/1\"}", "broken.json", error));
    CHECK_THAT(error, Catch::StartsWith("broken.json"));
}

TEST_CASE("The secrets from a seat are the cards the other seats hold, and no card of its own",
          "[table]") {
    const shell::GameModule module = table::sparks_module(content());
    const std::uint64_t seed = 5;
    auto game = module.new_game({.seed = seed, .seats = {{"Ada", "easy"}, {"Blake", "easy"}}});
    // The same deal, read from the rules: at set-up each seat holds assistants
    // and the robots drawn to choose from.
    const Match match(Game(content(), GameOptions{.players = 2}), seed);
    const auto names_of = [&](int seat) {
        std::set<std::string> out;
        const PlayerState& s = match.state().seats[static_cast<std::size_t>(seat)];
        for (const int card : s.hand)
            out.insert(content().assistants[static_cast<std::size_t>(card)].name);
        for (const int card : s.offer)
            out.insert(content().robots[static_cast<std::size_t>(card)].id);
        return out;
    };
    const auto as_set = [](const std::vector<std::string>& words) {
        return std::set<std::string>(words.begin(), words.end());
    };
    REQUIRE_FALSE(names_of(0).empty());
    REQUIRE_FALSE(names_of(1).empty());
    CHECK(as_set(game->secrets_from(0)) == names_of(1));
    CHECK(as_set(game->secrets_from(1)) == names_of(0));
    std::set<std::string> both = names_of(0);
    both.merge(names_of(1));
    CHECK(as_set(game->secrets_from(shell::kWholeTable)) == both);
}

TEST_CASE(
    "Every action of a Sparks game is told in words that name no card hidden from the "
    "whole table",
    "[table]") {
    const shell::GameModule module = table::sparks_module(content());
    auto game = module.new_game({.seed = 9, .seats = {{"Ada", "easy"}, {"Blake", "random"}}});
    REQUIRE(game);
    CHECK(game->turn_words() == "Round 1 of " + std::to_string(content().rounds) +
                                    ": choosing robots for the assembly lines.");
    play_to_the_end(*game);
    bool asked_only = false;  // an action told by what was asked, no event seen
    for (std::size_t i = 0; i < game->action_count(); ++i) {
        const std::string words = game->action_words(i, shell::kWholeTable);
        INFO("action " << i + 1 << ": " << words);
        CHECK_FALSE(words.empty());
        asked_only = asked_only || words.find(": ") != std::string::npos;
        // Nothing the table may not know once it is done (a robot put in a slot
        // was hidden in its holder's offer until then).
        for (const std::string& secret : game->after(i + 1)->secrets_from(shell::kWholeTable))
            CHECK(words.find(secret) == std::string::npos);
    }
    // What the whole table reads names no card that any seat's words leave out (a
    // robot put under the deck is named to its owner alone), and a seat reads its
    // own cards where the table does not.
    std::vector<std::string> cards;
    for (const auto& robot : content().robots)
        cards.push_back(robot.id);
    for (const auto& assistant : content().assistants)
        cards.push_back(assistant.name);
    bool own_named = false;
    for (std::size_t i = 0; i < game->action_count(); ++i) {
        const std::string table_words = game->action_words(i, shell::kWholeTable);
        for (int seat = 0; seat < 2; ++seat) {
            const std::string seat_words = game->action_words(i, seat);
            own_named = own_named || seat_words != table_words;
            for (const std::string& card : cards) {
                if (table_words.find(card) != std::string::npos) {
                    INFO("action " << i + 1 << ", seat " << seat + 1 << ": " << seat_words);
                    CHECK(seat_words.find(card) != std::string::npos);
                }
            }
        }
    }
    CHECK(own_named);
    CHECK(asked_only);
}

TEST_CASE(
    "The form offers Sparks' variants and the solo game's difficulty, and the game plays "
    "what was chosen",
    "[table]") {
    const shell::GameModule module = table::sparks_module(content());
    std::vector<std::string> ids;
    for (const shell::FormOption& option : module.options)
        ids.push_back(option.id);
    CHECK(ids == std::vector<std::string>{"goal_tiles", "assistant_draft", "solo_goals"});
    const shell::FormOption& goals = module.options[0];
    CHECK(goals.values.empty());        // on or off
    CHECK_FALSE(goals.offered_for(1));  // the solo game always has its own
    CHECK(goals.offered_for(2));
    CHECK(goals.offered_for(4));
    const shell::FormOption& solo = module.options[2];
    CHECK(solo.values == std::vector<std::string>{"0", "1", "2", "3", "4"});
    CHECK(solo.initial == "1");
    CHECK(solo.offered_for(1));
    CHECK_FALSE(solo.offered_for(2));

    const auto options_saved = [](const shell::GameInPlay& game) {
        const auto doc = nlohmann::json::parse(game.save_text());
        return doc.at("options");
    };
    const std::vector<shell::SeatSetup> two = {{"Ada", "easy"}, {"Blake", "easy"}};
    auto chosen = module.new_game(
        {.seed = 4, .seats = two, .options = {{"goal_tiles", "on"}, {"assistant_draft", "on"}}});
    REQUIRE(chosen);
    CHECK(options_saved(*chosen).at("goal_tiles") == true);
    CHECK(options_saved(*chosen).at("assistant_draft") == true);
    auto base = module.new_game(
        {.seed = 4, .seats = two, .options = {{"goal_tiles", "off"}, {"assistant_draft", "off"}}});
    REQUIRE(base);
    CHECK(options_saved(*base).at("goal_tiles") == false);
    CHECK(base->save_text() == module.new_game({.seed = 4, .seats = two})->save_text());
    auto hardest = module.new_game(
        {.seed = 4, .seats = {{"Ada", "person"}}, .options = {{"solo_goals", "4"}}});
    REQUIRE(hardest);
    CHECK(options_saved(*hardest).at("solo_goals") == 4);

    // Anything the form does not offer is refused, not played as something else.
    CHECK_FALSE(module.new_game({.seed = 4, .seats = two, .options = {{"goal_tiles", "yes"}}}));
    CHECK_FALSE(module.new_game({.seed = 4, .seats = two, .options = {{"wild_dice", "on"}}}));
    CHECK_FALSE(module.new_game(
        {.seed = 4, .seats = {{"Ada", "person"}}, .options = {{"solo_goals", "5"}}}));
    CHECK_FALSE(module.new_game(
        {.seed = 4, .seats = {{"Ada", "person"}}, .options = {{"goal_tiles", "on"}}}));
}

TEST_CASE(
    "A finished Sparks game is filed in the score book by the way it was played, a solo "
    "game with its score",
    "[table]") {
    const shell::GameModule module = table::sparks_module(content());
    auto solo =
        module.new_game({.seed = 6, .seats = {{"Ada", "easy"}}, .options = {{"solo_goals", "3"}}});
    REQUIRE(solo);
    play_to_the_end(*solo);
    const shell::BookEntry solo_entry = solo->book_entry();
    CHECK(solo_entry.kind == "Solo, 3 goal tiles");
    REQUIRE(solo_entry.score);
    CHECK_THAT(solo->result(), Catch::Contains(std::to_string(*solo_entry.score) + " points"));

    auto two = module.new_game({.seed = 6,
                                .seats = {{"Ada", "easy"}, {"Blake", "easy"}},
                                .options = {{"goal_tiles", "on"}, {"assistant_draft", "off"}}});
    REQUIRE(two);
    play_to_the_end(*two);
    const shell::BookEntry two_entry = two->book_entry();
    CHECK(two_entry.kind == "2 players, Goal tiles");
    CHECK_FALSE(two_entry.score);
}
