// What every game's save reader does alike around its own members: the text read
// as one JSON object (an empty or cut-short file named as such), the list of
// state hashes, the replay that checks the set-up and the state after every action
// against the saved hashes, the snapshot compared with the state replayed, and a
// save file read from disk. Each game reads its own header members and says how a
// refused action or a failed check is told (an older edition of the rules may
// explain it).
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "engine/diagnostic.hpp"
#include "engine/json_reader.hpp"
#include "engine/save_text.hpp"

namespace engine::save {

// `text` as JSON, or nothing after recording why not: an empty file, or text that is
// not JSON (one that opens an object and does not close it is said to be cut short).
std::optional<io::json> parse_save_json(std::string_view text, const std::string& file,
                                        Diagnostics& errors);

// The required "hashes" member of `root`: one state hash per action of `actions` (the
// "actions" member, when it was read as an array).
std::vector<std::uint64_t> read_hashes(io::JsonReader& reader, const io::json& root,
                                       const io::json* actions);

// How the first difference of a check is told: where in the save, and why.
using Fail = std::function<void(const io::Pointer& at, const std::string& why)>;

// The first member in which `saved` differs from `replayed` (both written by the
// game's state_json), under /snapshot, with the replay's value when it is short.
struct Difference {
    io::Pointer at;
    std::string why;
};
Difference snapshot_difference(const io::json& replayed, const io::json& saved);

// Replays `actions` on `match` (just set up from the saved seed), checking the
// set-up's hash and the state's after each action against the save's: the first
// that differs, or an action the rules refuse (told by `refused(rejection)`), is
// passed to `fail` and the replay stops. True when every state is the one saved.
template <typename Match, typename StateHash, typename Refused>
bool replay_checked(Match& match, const std::vector<typename Match::Action>& actions,
                    std::uint64_t setup_hash, const std::vector<std::uint64_t>& hashes,
                    StateHash state_hash, Refused refused, const Fail& fail) {
    if (const std::uint64_t h = state_hash(match.state()); h != setup_hash) {
        fail(io::Pointer() / "setup_hash",
             "the set-up is not the one saved: the seed and options give the state " + hash_hex(h) +
                 ", the save says " + hash_hex(setup_hash));
        return false;
    }
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const auto result = match.apply(actions[i]);
        if (const auto* rejection = std::get_if<typename Match::Rejection>(&result)) {
            fail(io::Pointer() / "actions" / i, refused(*rejection));
            return false;
        }
        if (const std::uint64_t h = state_hash(match.state()); h != hashes[i]) {
            fail(io::Pointer() / "hashes" / i, "the state after action " + std::to_string(i) +
                                                   " is not the one saved: the replay gives " +
                                                   hash_hex(h) + ", the save says " +
                                                   hash_hex(hashes[i]));
            return false;
        }
    }
    return true;
}

// Whether the snapshot read from the save is the state the replay reached; if not,
// its first difference is passed to `fail`.
template <typename State, typename StateJson>
bool snapshot_matches(const State& replayed, const State& saved, StateJson state_json,
                      const Fail& fail) {
    if (saved == replayed)
        return true;
    const Difference d =
        snapshot_difference(io::json(state_json(replayed)), io::json(state_json(saved)));
    fail(d.at, d.why);
    return false;
}

// The save at `path`, named in messages as the path is written, read by
// `load_text(text, name)`; a file that cannot be read is `Loaded` with its error.
template <typename Loaded, typename LoadText>
Loaded load_file(const std::filesystem::path& path, LoadText load_text) {
    const std::string name = path.generic_string();
    Loaded out;
    const auto text = io::read_text_file(path, name, out.errors);
    if (!text)
        return out;
    return load_text(*text, name);
}

}  // namespace engine::save
