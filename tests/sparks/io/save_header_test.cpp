// A Sparks save's header (sparks/save_header.hpp): read without replaying, it says what
// the replayed save says: the players and variants, who sat where, the round, whether
// the game is over and the set-up hash; saves written by the game as it was
// (tests/sparks/data/saves) all have one.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "engine/save_header.hpp"
#include "engine/save_text.hpp"
#include "io/io_kit.hpp"
#include "sparks/save.hpp"
#include "sparks/save_header.hpp"
#include "sparks/state_io.hpp"

using namespace sparks;
using engine::save::SaveHeader;
using nlohmann::json;
namespace fs = std::filesystem;

namespace {

const Content& content() {
    return testing::shipped_content();
}

std::string text_of(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

std::optional<SaveHeader> header_of(const std::string& text, engine::Diagnostics& errors) {
    const auto doc = engine::save::read_header_document(text, "game.json", errors);
    if (!doc)
        return std::nullopt;
    return read_save_header(*doc, "game.json", content(), errors);
}

// The header a replayed save gives, from the match itself, written out again here.
SaveHeader header_from_match(const Match& match, const SaveInfo& info) {
    const GameOptions& o = match.game().options();
    SaveHeader h;
    h.kind = {"sparks", kSaveFormat};
    h.mode = o.players == 1 ? "Solo, " + std::to_string(o.solo_goals) +
                                  (o.solo_goals == 1 ? " goal tile" : " goal tiles")
                            : std::to_string(o.players) + " players";
    if (o.goal_tiles)
        h.options.emplace_back("Goal tiles");
    if (o.assistant_draft)
        h.options.emplace_back("Assistant draft");
    for (int i = 0; i < o.players; ++i) {
        const auto at = static_cast<std::size_t>(i);
        const SavedSeat seat = at < info.seats.size() ? info.seats[at] : SavedSeat{};
        h.seats.push_back({seat.name.empty() ? "Player " + std::to_string(i + 1) : seat.name,
                           seat.player == "human" ? "person" : seat.player});
    }
    h.round = match.state().round + 1;
    h.finished = match.game().is_over(match.state());
    h.setup_hash = engine::save::hash_hex(state_hash(match.states().front()));
    return h;
}

}  // namespace

TEST_CASE("The format of today's Sparks saves is the one their schema names",
          "[sparks][save][header]") {
    CHECK(engine::save::parse_schema(kSaveSchema) == engine::save::SaveKind{"sparks", kSaveFormat});
    CHECK(game_saves(content()).format == kSaveFormat);
    CHECK(game_saves(content()).game == "sparks");
}

TEST_CASE(
    "Every Sparks save the game wrote loads, and its header, read without replaying, says what "
    "the replay says",
    "[sparks][save][header]") {
    int read = 0;
    for (const auto& entry : fs::directory_iterator(fs::path(SPARKS_TEST_FIXTURES_DIR) / "saves")) {
        if (entry.path().extension() != ".json")
            continue;
        INFO(entry.path().filename().string());
        const std::string text = text_of(entry.path());
        const LoadedGame loaded = load_save_text(text, "game.json", content());
        CHECK(loaded.errors.empty());
        REQUIRE(loaded.match);
        engine::Diagnostics errors;
        const auto header = header_of(text, errors);
        CHECK(errors.empty());
        REQUIRE(header);
        CHECK(*header == header_from_match(*loaded.match, loaded.info));
        ++read;
    }
    CHECK(read == 4);
}

TEST_CASE("Headers of random Sparks games of every variant say what the replay says",
          "[sparks][save][header]") {
    int seed = 300;
    for (const Game& game : testing::some_games()) {
        for (int actions : {0, 25, 100000}) {
            const Match match =
                testing::random_match(game, static_cast<std::uint64_t>(++seed), actions);
            SaveInfo info;
            for (int i = 0; i < game.options().players; ++i)
                info.seats.push_back({std::string(kSeatPlayers[static_cast<std::size_t>(i + 1)]),
                                      i == 1 ? "Blake" : ""});
            const std::string text = save_text(match, info);
            engine::Diagnostics errors;
            const auto header = header_of(text, errors);
            INFO(seed);
            CHECK(errors.empty());
            REQUIRE(header);
            CHECK(*header == header_from_match(match, info));
        }
    }
}

TEST_CASE("A Sparks header with a broken member is refused with its pointer",
          "[sparks][save][header]") {
    const Match match = testing::random_match(testing::game_of(2), 41, 30);
    const json good = json::parse(save_text(match, {}));
    const auto refusal = [&](const std::string& pointer, const json& value) {
        json doc = good;
        doc[json::json_pointer(pointer)] = value;
        engine::Diagnostics errors;
        CHECK_FALSE(header_of(doc.dump(), errors));
        REQUIRE_FALSE(errors.empty());
        return errors.front().pointer;
    };
    CHECK(refusal("/schema", "sparks.save/2") == "/schema");
    CHECK(refusal("/schema", "sugarworks.save/2") == "/schema");
    CHECK(refusal("/options/players", 7) == "/options/players");
    CHECK(refusal("/seats/0/player", "wizard") == "/seats/0/player");
    CHECK(refusal("/setup_hash", 12) == "/setup_hash");
    CHECK(refusal("/snapshot/round", "two") == "/snapshot/round");
    CHECK(refusal("/snapshot/phase", "nap") == "/snapshot/phase");
}
