// Saved games (schema "sugarworks.save/2"): writing, and loading with a full replay
// that checks every state. Files are written atomically by the engine
// (engine/atomic_file.hpp).
#include "sugarworks/save.hpp"

#include <algorithm>

#include "engine/save_replay.hpp"
#include "io/save_members.hpp"
#include "sugarworks/json_reader.hpp"
#include "sugarworks/rules_edition.hpp"
#include "sugarworks/state_io.hpp"

namespace sugarworks {

using io::json;
using io::Pointer;
using nlohmann::ordered_json;
using save_members::need;
using save_members::read_options;
using save_members::read_save_info;

namespace {

// How the numbers of `o` differ from those its scenario gives today ("market_size 0
// (today 4)"), or nothing.
std::string dealt_differently(const Catalog& catalog, const GameOptions& o) {
    const Scenario* scenario = catalog.scenario(o.scenario);
    if (!scenario)
        return "";
    const GameOptions today = GameOptions::for_scenario(*scenario, o.players, o.toggles);
    std::string out;
    const auto compare = [&](std::string_view name, int saved, int now) {
        if (saved != now) {
            out += (out.empty() ? "" : ", ") + std::string(name) + " " + std::to_string(saved) +
                   " (today " + std::to_string(now) + ")";
        }
    };
    compare("round_cap", o.round_cap, today.round_cap);
    compare("hand_limit", o.hand_limit, today.hand_limit);
    compare("tiles_in_hand", o.tiles_in_hand, today.tiles_in_hand);
    compare("orders_dealt", o.orders_dealt, today.orders_dealt);
    compare("market_size", o.market_size, today.market_size);
    compare("blankets_dealt", o.blankets_dealt, today.blankets_dealt);
    return out.empty() ? out : "its mode was set up differently then: " + out;
}

void load(std::string_view text, const std::string& file, const Catalog& catalog, LoadedGame& out) {
    const size_t errors_before = out.errors.size();
    const auto doc = engine::save::parse_save_json(text, file, out.errors);
    if (!doc)
        return;
    const json& root = *doc;
    io::JsonReader reader(file, out.errors);
    if (!reader.is_object(root, Pointer()))
        return;
    // A file of another kind or version is not read further: its members may mean anything.
    // Version 1 is the same layout without "rules_edition": every such save was made under
    // the first edition of the rules.
    const auto schema = root.find("schema");
    const bool version_1 =
        schema != root.end() && schema->is_string() && *schema == kSaveSchemaVersion1;
    if (!version_1)
        reader.schema(root, kSaveSchema);
    if (reader.error_count() != 0)
        return;
    reader.no_unknown_members(
        root, Pointer(),
        {"schema", "rules_edition", "catalog_fingerprint", "options", "seed", "player_names",
         "seats", "actions", "setup_hash", "hashes", "snapshot"});
    int edition = 1;
    if (!version_1) {
        if (const json* e = need(reader, root, "rules_edition")) {
            if (auto n = reader.integer(*e, Pointer() / "rules_edition", 1, kRulesEdition))
                edition = *n;
            else
                return;
        }
    } else if (root.contains("rules_edition")) {
        reader.error(Pointer() / "rules_edition",
                     "a save of schema \"" + std::string(kSaveSchemaVersion1) +
                         "\" has no rules edition (it was made under the first)");
    }
    const bool old_rules = edition < kRulesEdition;
    // Made with other data, the actions and card numbers would mean other things. A save of
    // an older edition of the rules was made with the data of its day: whether it still
    // holds is for its replay to tell.
    std::string other_data;
    if (const json* f = need(reader, root, "catalog_fingerprint")) {
        const Pointer at = Pointer() / "catalog_fingerprint";
        if (auto fingerprint = reader.string(*f, at); fingerprint) {
            if (*fingerprint != catalog.fingerprint_hex()) {
                other_data = "its data fingerprint is " + *fingerprint + "; the data here has " +
                             catalog.fingerprint_hex();
                if (!old_rules) {
                    reader.error(
                        at, "this save was made with different game data (" + other_data + ")");
                    return;
                }
            }
        }
    }
    std::optional<GameOptions> options;
    if (const json* o = need(reader, root, "options"))
        options = read_options(reader, *o, Pointer() / "options", catalog);
    std::optional<std::uint64_t> seed;
    if (const json* s = need(reader, root, "seed"))
        seed = engine::save::read_seed(reader, *s, Pointer() / "seed");
    SaveInfo info = read_save_info(reader, root, options);
    // An action an older edition wrote may not read today: that is a failure of the replay.
    std::vector<Action> actions;
    Diagnostics action_errors;
    const json* actions_json = need(reader, root, "actions");
    if (actions_json && reader.is_array(*actions_json, Pointer() / "actions")) {
        for (size_t i = 0; i < actions_json->size(); ++i) {
            if (auto a = action_from_json((*actions_json)[i], file, Pointer() / "actions" / i,
                                          old_rules ? action_errors : out.errors))
                actions.push_back(*a);
        }
    }
    std::optional<std::uint64_t> setup_hash;
    if (const json* h = need(reader, root, "setup_hash"))
        setup_hash = engine::save::read_hash(reader, *h, Pointer() / "setup_hash", "a state hash");
    const std::vector<std::uint64_t> hashes = engine::save::read_hashes(reader, root, actions_json);
    const json* snapshot = need(reader, root, "snapshot");
    if (out.errors.size() != errors_before)
        return;

    // Replay: every state must be the one saved. A save of an older edition whose replay
    // fails is refused with the rules changes that touch its game named.
    const Game game(catalog, *options);
    const engine::save::Fail fail = [&](const Pointer& at, const std::string& why) {
        if (!old_rules) {
            reader.error(at, why);
            return;
        }
        const auto changes = rules_changes_since(edition, game);
        std::string message = "this save was made under edition " + std::to_string(edition) +
                              " of the rules, and it cannot be replayed under edition " +
                              std::to_string(kRulesEdition) + " (" + why + ")";
        if (!changes.empty()) {
            message += ". Since then, for this game: ";
            for (size_t i = 0; i < changes.size(); ++i)
                message += (i == 0 ? "" : "; ") + changes[i];
        } else if (!other_data.empty()) {
            message += ". It was made with other game data (" + other_data + ")";
        }
        reader.error(at, message + ". Start a new game.");
    };
    if (!action_errors.empty()) {
        fail(Pointer(action_errors.front().pointer), action_errors.front().message);
        return;
    }
    // The options carry the numbers the mode dealt with (market, blanket orders, hand
    // limit): an older edition's may not be today's, and the game would go on half under
    // the old rules.
    if (old_rules) {
        if (const std::string changed = dealt_differently(catalog, *options); !changed.empty()) {
            fail(Pointer() / "options", changed);
            return;
        }
    }
    Match match(game, *seed);
    const auto refused = [](const Rejection& r) {
        return "the rules refuse this action: " + r.message;
    };
    const auto hash = [](const GameState& s) { return state_hash(s); };
    if (!engine::save::replay_checked(match, actions, *setup_hash, hashes, hash, refused, fail))
        return;
    Diagnostics snapshot_errors;
    const auto saved =
        state_from_json(game, *snapshot, file, Pointer() / "snapshot", snapshot_errors);
    if (!saved) {
        if (!old_rules) {
            out.errors.insert(out.errors.end(), snapshot_errors.begin(), snapshot_errors.end());
        } else {
            fail(Pointer(snapshot_errors.front().pointer), snapshot_errors.front().message);
        }
        return;
    }
    const auto as_json = [](const GameState& s) { return state_to_json(s); };
    if (!engine::save::snapshot_matches(match.state(), *saved, as_json, fail))
        return;
    out.match.emplace(std::move(match));
    out.info = std::move(info);
}

}  // namespace

std::string save_text(const Match& match, const SaveInfo& info) {
    const Game& game = match.game();
    const GameOptions& o = game.options();
    ordered_json doc;
    doc["schema"] = kSaveSchema;
    doc["rules_edition"] = kRulesEdition;
    doc["catalog_fingerprint"] = game.catalog().fingerprint_hex();
    ordered_json toggles = ordered_json::array();
    for (Toggle t : kAllToggles) {
        if (o.toggles.has(t))
            toggles.push_back(toggle_id(t));
    }
    doc["options"] = {{"players", o.players},
                      {"scenario", o.scenario},
                      {"toggles", std::move(toggles)},
                      {"board", o.board},
                      {"first_player", o.first_player},
                      {"round_cap", o.round_cap},
                      {"hand_limit", o.hand_limit},
                      {"tiles_in_hand", o.tiles_in_hand},
                      {"orders_dealt", o.orders_dealt},
                      {"market_size", o.market_size},
                      {"blankets_dealt", o.blankets_dealt}};
    doc["seed"] = std::to_string(match.seed());
    ordered_json names = ordered_json::array();
    for (size_t i = 0; i < info.player_names.size() && i < static_cast<size_t>(o.players); ++i)
        names.push_back(info.player_names[i]);
    doc["player_names"] = std::move(names);
    // Written only when a computer plays or the coach was asked, so a game of
    // people saves as it always did.
    const bool people_only = std::all_of(info.seats.begin(), info.seats.end(),
                                         [](const SavedSeat& s) { return s == SavedSeat{}; });
    if (!people_only) {
        ordered_json seats = ordered_json::array();
        for (int i = 0; i < o.players; ++i) {
            const auto at = static_cast<size_t>(i);
            const SavedSeat seat = at < info.seats.size() ? info.seats[at] : SavedSeat{};
            seats.push_back({{"player", seat.player}, {"hints", seat.hints}});
        }
        doc["seats"] = std::move(seats);
    }
    engine::save::write_history(
        doc, match, [](const Action& a) { return action_to_json(a); },
        [](const GameState& st) { return state_hash(st); },
        [](const GameState& st) { return state_to_json(st); });
    return engine::save::lay_out(doc, engine::save::Lists::OnePerLine);
}

LoadedGame load_save_text(std::string_view text, const std::string& file, const Catalog& catalog) {
    return engine::save::load_guarded<LoadedGame>(
        file, [&](LoadedGame& out) { load(text, file, catalog, out); });
}

LoadedGame load_save_file(const std::filesystem::path& path, const Catalog& catalog) {
    return engine::save::load_file<LoadedGame>(path,
                                               [&](std::string_view text, const std::string& name) {
                                                   return load_save_text(text, name, catalog);
                                               });
}

}  // namespace sugarworks
