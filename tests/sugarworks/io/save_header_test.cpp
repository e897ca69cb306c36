// A Sugarworks save's header (sugarworks/save_header.hpp): read without replaying, it
// says what the replayed save says: the mode and its rules, who sat where, the round,
// whether the game is over and the set-up hash; saves written by the game as it was
// (tests/sugarworks/data/saves/edition1, edition3) all have one.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "engine/save_header.hpp"
#include "engine/save_text.hpp"
#include "sugarworks/save.hpp"
#include "sugarworks/save_header.hpp"
#include "sugarworks/state_io.hpp"
#include "support/random_match.hpp"
#include "support/testkit.hpp"

using namespace sugarworks;
using engine::save::SaveHeader;
using nlohmann::json;
namespace fs = std::filesystem;

namespace {

const fs::path kSaves = fs::path(SUGARWORKS_TEST_FIXTURES_DIR) / "saves";

std::string text_of(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

std::optional<SaveHeader> header_of(const std::string& text, Diagnostics& errors) {
    const auto doc = engine::save::read_header_document(text, "game.json", errors);
    if (!doc)
        return std::nullopt;
    return read_save_header(*doc, "game.json", testkit::catalog(), errors);
}

// The header a replayed save gives, from the match itself.
SaveHeader header_from_match(const Match& match, const SaveInfo& info, int format) {
    SaveHeader h;
    h.kind = {"sugarworks", format};
    h.mode = match.game().scenario().name;
    for (Toggle t : kAllToggles) {
        if (match.game().options().toggles.has(t))
            h.options.emplace_back(toggle_name(t));
    }
    for (int i = 0; i < match.game().options().players; ++i) {
        const auto at = static_cast<size_t>(i);
        const std::string name = at < info.player_names.size() ? info.player_names[at] : "";
        const std::string player = at < info.seats.size() ? info.seats[at].player : "human";
        h.seats.push_back({name.empty() ? "Player " + std::to_string(i + 1) : name,
                           player == "human" ? "person" : player});
    }
    h.round = match.state().round;
    h.finished = match.state().over();
    h.setup_hash = engine::save::hash_hex(state_hash(match.states().front()));
    return h;
}

}  // namespace

TEST_CASE("The format of today's saves is the one their schema names", "[io][save][header]") {
    CHECK(engine::save::parse_schema(kSaveSchema) ==
          engine::save::SaveKind{"sugarworks", kSaveFormat});
    CHECK(game_saves(testkit::catalog()).format == kSaveFormat);
    CHECK(game_saves(testkit::catalog()).game == "sugarworks");
}

TEST_CASE(
    "Every save of today's game loads, and its header, read without replaying, says what the "
    "replay says",
    "[io][save][header]") {
    int read = 0;
    for (const auto& entry : fs::directory_iterator(kSaves / "edition3")) {
        if (entry.path().extension() != ".json")
            continue;
        INFO(entry.path().filename().string());
        const std::string text = text_of(entry.path());
        const LoadedGame loaded = load_save_text(text, "game.json", testkit::catalog());
        CHECK(loaded.errors.empty());
        REQUIRE(loaded.match);
        Diagnostics errors;
        const auto header = header_of(text, errors);
        CHECK(errors.empty());
        REQUIRE(header);
        CHECK(*header == header_from_match(*loaded.match, loaded.info, kSaveFormat));
        ++read;
    }
    CHECK(read == 10);
}

TEST_CASE(
    "Headers of saves from random games with names and computer seats say what the replay says",
    "[io][save][header]") {
    const char* modes[] = {"third_shift",          "first_shift", "second_shift",
                           "irritating_coworkers", "lucy",        "classic"};
    for (int game = 0; game < 12; ++game) {
        const int players = 2 + game % 3;
        const auto options = options_from_names(testkit::catalog(), modes[game % 6], players, {});
        REQUIRE(std::holds_alternative<GameOptions>(options));
        const Match match = testkit::random_match(
            std::get<GameOptions>(options), 900 + static_cast<std::uint64_t>(game), 20 + 15 * game);
        SaveInfo info;
        info.player_names = {"Alex", "", "Casey"};
        info.player_names.resize(std::min<size_t>(3, static_cast<size_t>(players)));
        for (int i = 0; i < players; ++i)
            info.seats.push_back(
                {std::string(kSeatPlayers[static_cast<size_t>((game + i) % 5)]), i});
        const std::string text = save_text(match, info);
        Diagnostics errors;
        const auto header = header_of(text, errors);
        INFO(game);
        CHECK(errors.empty());
        REQUIRE(header);
        CHECK(*header == header_from_match(match, info, kSaveFormat));
    }
}

TEST_CASE("Saves of edition 1 have headers too, those that no longer replay included",
          "[io][save][header]") {
    for (const char* name : {"third_shift_2p.json", "classic_2p.json", "cooperative_1p.json",
                             "irritating_hidden_3p.json"}) {
        INFO(name);
        Diagnostics errors;
        const auto header = header_of(text_of(kSaves / "edition1" / name), errors);
        CHECK(errors.empty());
        REQUIRE(header);
        CHECK(header->kind == engine::save::SaveKind{"sugarworks", 1});
        CHECK_FALSE(header->seats.empty());
        CHECK(header->setup_hash.size() == 16);
    }
}

TEST_CASE("A header is read without the action list: a save whose actions are broken still lists",
          "[io][save][header]") {
    const Match match = testkit::random_match(testkit::options_on(2), 77, 30);
    json doc = json::parse(save_text(match, {}));
    doc["actions"] = json::array({json{{"action", "no such action"}}});
    doc["hashes"] = "not a list";
    const std::string text = doc.dump();
    CHECK_FALSE(load_save_text(text, "game.json", testkit::catalog()).match);
    Diagnostics errors;
    const auto header = header_of(text, errors);
    CHECK(errors.empty());
    REQUIRE(header);
    CHECK(header->round == match.state().round);
}

TEST_CASE("A header with a broken member is refused with its pointer", "[io][save][header]") {
    const Match match = testkit::random_match(testkit::options_on(3), 78, 40);
    const json good = json::parse(save_text(match, {}));
    const auto refusal = [&](const std::string& pointer, const json& value) {
        json doc = good;
        doc[json::json_pointer(pointer)] = value;
        Diagnostics errors;
        CHECK_FALSE(header_of(doc.dump(), errors));
        REQUIRE_FALSE(errors.empty());
        return errors.front().pointer;
    };
    CHECK(refusal("/schema", "sugarworks.save/3") == "/schema");
    CHECK(refusal("/schema", "sparks.save/1") == "/schema");
    CHECK(refusal("/options/players", 9) == "/options/players");
    CHECK(refusal("/options/scenario", "no_such_mode") == "/options");
    CHECK(refusal("/player_names", "Alex") == "/player_names");
    CHECK(refusal("/setup_hash", "xyz") == "/setup_hash");
    CHECK(refusal("/snapshot/round", "four") == "/snapshot/round");
    CHECK(refusal("/snapshot/step", "dancing") == "/snapshot/step");
    CHECK(refusal("/snapshot", 4) == "/snapshot");
}
