// Saved games of Sparks (schema "sparks.save/1"): writing, and loading with a full
// replay that checks every state.
#include "sparks/save.hpp"

#include <algorithm>

#include "engine/fnv.hpp"
#include "engine/json_reader.hpp"
#include "engine/save_replay.hpp"
#include "io/save_members.hpp"
#include "sparks/action_json.hpp"
#include "sparks/state_io.hpp"

namespace sparks {

using engine::io::json;
using engine::io::Pointer;
using nlohmann::ordered_json;
using save_members::read_options;
using save_members::read_seats;

// [SECTION] The content's fingerprint: every field, in the order of content.hpp.

namespace {

void text(engine::Fnv& h, const std::string& s) {
    h.u64(s.size());
    for (char c : s)
        h.byte(static_cast<std::uint8_t>(c));
}

void effects(engine::Fnv& h, const std::vector<Effect>& list) {
    h.u64(list.size());
    for (const Effect& e : list) {
        h.i(static_cast<int>(e.kind));
        h.i(e.amount);
        h.i(e.colour ? static_cast<int>(*e.colour) : kNone);
        h.i(e.value);
    }
}

}  // namespace

std::uint64_t content_fingerprint(const Content& c) {
    engine::Fnv h;
    for (int n :
         {c.dice_per_colour, c.junkyard_spaces, c.upgrade_stacks, c.starting_sparks,
          c.robots_drawn_at_setup, c.assistants_dealt, c.assistants_drafted, c.kept_dice, c.rounds,
          c.solo_points_to_win, c.goal_points, c.goals_in_game, c.set_points, c.cogs_per_point})
        h.i(n);
    h.u64(c.robots.size());
    for (const RobotCard& r : c.robots) {
        text(h, r.id);
        h.i(static_cast<int>(r.colour));
        h.i(r.steps);
        h.u64(r.spaces.size());
        for (const DieSpace& s : r.spaces) {
            h.i(s.colour ? static_cast<int>(*s.colour) : kNone);
            h.i(s.value.value_or(kNone));
        }
        effects(h, r.rewards);
        effects(h, r.power_box);
    }
    h.u64(c.assistants.size());
    for (const AssistantCard& a : c.assistants) {
        text(h, a.id);
        text(h, a.name);
        h.i(static_cast<int>(a.timing));
        h.i(static_cast<int>(a.ability));
        h.i(a.amount);
        h.i(a.colour ? static_cast<int>(*a.colour) : kNone);
        effects(h, a.effects);
        h.i(a.points);
    }
    h.u64(c.production.size());
    for (const ProductionTile& p : c.production) {
        for (int n :
             {static_cast<int>(p.kind), p.dice, p.bag_dice, p.few_dice, p.many_dice, p.many_cogs})
            h.i(n);
    }
    h.u64(c.upgrades.size());
    for (const UpgradeType& u : c.upgrades) {
        h.i(static_cast<int>(u.kind));
        text(h, u.name);
        h.i(u.copies);
        h.i(u.points);
        h.i(u.amount);
    }
    h.u64(c.bonus_tiles.size());
    for (const BonusTile& b : c.bonus_tiles) {
        text(h, b.id);
        effects(h, b.effects);
    }
    h.u64(c.goals.size());
    for (const GoalTile& g : c.goals) {
        text(h, g.id);
        h.i(static_cast<int>(g.kind));
        h.i(g.amount);
        h.i(g.tracks);
    }
    h.u64(c.factory.size());
    for (const FactoryLevel& level : c.factory) {
        h.i(level.requirement);
        effects(h, level.reward);
    }
    effects(h, c.board_power_box);
    for (const PlayerBoard& board : c.boards) {
        h.i(static_cast<int>(board.colour));
        for (Colour colour : board.upgrade_spaces)
            h.i(static_cast<int>(colour));
    }
    for (const auto& track : c.tracks) {
        h.u64(track.size());
        for (const TrackSpace& space : track) {
            h.i(space.points);
            h.i(space.bonus ? 1 : 0);
        }
    }
    return h.value();
}

namespace {

void load(std::string_view text, const std::string& file, const Content& content, LoadedGame& out) {
    const std::size_t errors_before = out.errors.size();
    const auto doc = engine::save::parse_save_json(text, file, out.errors);
    if (!doc)
        return;
    const json& root = *doc;
    engine::io::JsonReader reader(file, out.errors);
    if (!reader.is_object(root, Pointer()))
        return;
    // A file of another kind or version is not read further: its members may mean anything.
    reader.schema(root, kSaveSchema);
    if (reader.error_count() != 0)
        return;
    reader.no_unknown_members(root, Pointer(),
                              {"schema", "content_fingerprint", "options", "seed", "seats",
                               "actions", "setup_hash", "hashes", "snapshot"});
    // Made with other content, the card numbers would mean other cards.
    if (const json* f = reader.member(root, Pointer(), "content_fingerprint")) {
        const Pointer at = Pointer() / "content_fingerprint";
        if (auto fingerprint = engine::save::read_hash(reader, *f, at, "a content fingerprint")) {
            const std::uint64_t here = content_fingerprint(content);
            if (*fingerprint != here) {
                reader.error(at,
                             "this save was made with other Sparks content (its fingerprint "
                             "is " +
                                 hash_hex(*fingerprint) + "; the content here has " +
                                 hash_hex(here) + ")");
                return;
            }
        }
    }
    std::optional<GameOptions> options;
    if (const json* o = reader.member(root, Pointer(), "options"))
        options = read_options(reader, *o, Pointer() / "options", content);
    std::optional<std::uint64_t> seed;
    if (const json* s = reader.member(root, Pointer(), "seed"))
        seed = engine::save::read_seed(reader, *s, Pointer() / "seed");
    SaveInfo info;
    if (const json* seats = reader.member(root, Pointer(), "seats"))
        read_seats(reader, *seats, options ? std::optional<int>(options->players) : std::nullopt,
                   info);
    std::vector<Action> actions;
    const json* actions_json = reader.member(root, Pointer(), "actions");
    if (actions_json && reader.is_array(*actions_json, Pointer() / "actions")) {
        for (std::size_t i = 0; i < actions_json->size(); ++i) {
            if (auto a = action_from_json((*actions_json)[i], file, Pointer() / "actions" / i,
                                          out.errors))
                actions.push_back(*a);
        }
    }
    std::optional<std::uint64_t> setup_hash;
    if (const json* h = reader.member(root, Pointer(), "setup_hash"))
        setup_hash = engine::save::read_hash(reader, *h, Pointer() / "setup_hash", "a state hash");
    const std::vector<std::uint64_t> hashes = engine::save::read_hashes(reader, root, actions_json);
    const json* snapshot = reader.member(root, Pointer(), "snapshot");
    if (out.errors.size() != errors_before)
        return;

    // Replay: every state must be the one saved.
    const engine::save::Fail fail = [&](const Pointer& at, const std::string& why) {
        reader.error(at, why);
    };
    Match match(Game(content, *options), *seed);
    const auto refused = [](const Rejection& r) {
        return "the rules refuse this action (" + std::string(reject_reason_id(r.reason)) +
               "): " + r.message;
    };
    const auto hash = [](const GameState& s) { return state_hash(s); };
    if (!engine::save::replay_checked(match, actions, *setup_hash, hashes, hash, refused, fail))
        return;
    const auto saved =
        state_from_json(content, *snapshot, file, Pointer() / "snapshot", out.errors);
    if (!saved)
        return;
    const auto as_json = [](const GameState& s) { return state_to_json(s); };
    if (!engine::save::snapshot_matches(match.state(), *saved, as_json, fail))
        return;
    out.match.emplace(std::move(match));
    out.info = std::move(info);
}

}  // namespace

// [SECTION] Writing.

std::string save_text(const Match& match, const SaveInfo& info) {
    const Game& game = match.game();
    const GameOptions& o = game.options();
    ordered_json doc;
    doc["schema"] = kSaveSchema;
    doc["content_fingerprint"] = hash_hex(content_fingerprint(game.content()));
    doc["options"] = {{"players", o.players},
                      {"goal_tiles", o.goal_tiles},
                      {"assistant_draft", o.assistant_draft},
                      {"solo_goals", o.solo_goals}};
    doc["seed"] = std::to_string(match.seed());
    ordered_json seats = ordered_json::array();
    for (int i = 0; i < o.players; ++i) {
        const auto at = static_cast<std::size_t>(i);
        const SavedSeat seat = at < info.seats.size() ? info.seats[at] : SavedSeat{};
        seats.push_back({{"player", seat.player}, {"name", seat.name}});
    }
    doc["seats"] = std::move(seats);
    engine::save::write_history(
        doc, match, [](const Action& a) { return action_to_json(a); },
        [](const GameState& st) { return state_hash(st); },
        [](const GameState& st) { return state_to_json(st); });
    return engine::save::lay_out(doc, engine::save::Lists::Packed);
}

LoadedGame load_save_text(std::string_view text, const std::string& file, const Content& content) {
    return engine::save::load_guarded<LoadedGame>(
        file, [&](LoadedGame& out) { load(text, file, content, out); });
}

LoadedGame load_save_file(const std::filesystem::path& path, const Content& content) {
    return engine::save::load_file<LoadedGame>(path,
                                               [&](std::string_view text, const std::string& name) {
                                                   return load_save_text(text, name, content);
                                               });
}

std::optional<std::string> write_save_file(const std::filesystem::path& path, const Match& match,
                                           const SaveInfo& info) {
    return engine::write_file_atomically(path, save_text(match, info));
}

}  // namespace sparks
