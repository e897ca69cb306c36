// What every game's saves share: the text layout, the seed and hashes as text,
// the history (actions, the hash after each, a snapshot of the last state) and a
// load that never throws. Each game adds its own header fields (schema, options,
// seats, content) and its own replay check.
#pragma once

#include <cstdint>
#include <exception>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "engine/json_reader.hpp"

namespace engine::save {

// How a long array of scalars is laid out when it does not fit on one line.
enum class Lists {
    OnePerLine,  // one element per line, like any other array
    Packed,      // as many to a line as fit (long lists of numbers: dice, a deck)
};

// `doc` as text: a value goes on one line when it fits in 100 columns, otherwise
// one member or element per line, indented by two spaces; a newline at the end.
// The same value always gives the same text; invalid UTF-8 is written as U+FFFD.
std::string lay_out(const nlohmann::ordered_json& doc, Lists lists);

// A 64-bit hash as 16 lower-case hex digits, as saves and logs write it.
std::string hash_hex(std::uint64_t hash);

// The seed: a string of decimal digits (64-bit numbers do not survive every JSON
// reader, so saves write them in quotes).
std::optional<std::uint64_t> read_seed(io::JsonReader& reader, const io::json& value,
                                       const io::Pointer& at);
// A hash written by hash_hex; `what` names it in the message ("a state hash").
std::optional<std::uint64_t> read_hash(io::JsonReader& reader, const io::json& value,
                                       const io::Pointer& at, std::string_view what);

// Writes the history of `match` into `doc`: "actions", "setup_hash", "hashes" (the
// state's after each action) and "snapshot" (the last state), by the game's
// action_json, state_hash and state_json.
template <typename Match, typename ActionJson, typename StateHash, typename StateJson>
void write_history(nlohmann::ordered_json& doc, const Match& match, ActionJson action_json,
                   StateHash state_hash, StateJson state_json) {
    using nlohmann::ordered_json;
    ordered_json actions = ordered_json::array();
    for (const auto& a : match.actions())
        actions.push_back(ordered_json(action_json(a)));
    doc["actions"] = std::move(actions);
    const auto& states = match.states();
    doc["setup_hash"] = hash_hex(state_hash(states.front()));
    ordered_json hashes = ordered_json::array();
    for (std::size_t i = 1; i < states.size(); ++i)
        hashes.push_back(hash_hex(state_hash(states[i])));
    doc["hashes"] = std::move(hashes);
    doc["snapshot"] = ordered_json(state_json(match.state()));
}

// Runs `load(out)`, a reader written not to throw; if it ever does, the save is
// refused with the exception's words, never half-loaded. On any error the match
// and the save's information are cleared. `Loaded` has `match`, `info` and
// `errors` (a list of Diagnostic).
template <typename Loaded, typename Load>
Loaded load_guarded(const std::string& file, Load load) {
    Loaded out;
    try {
        load(out);
    } catch (const std::exception& e) {
        out.errors.push_back({file, "", std::string("internal error while loading: ") + e.what()});
    }
    if (!out.errors.empty()) {
        out.match.reset();
        out.info = {};
    }
    return out;
}

}  // namespace engine::save
