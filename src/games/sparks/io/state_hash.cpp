// A stable hash of a game state, field by field in the order of state.hpp (never
// raw memory: padding and layout differ between compilers). Every list is hashed
// with its length first, so that moving an item from one list to the next changes
// the hash.

#include "engine/fnv.hpp"
#include "sparks/state_io.hpp"

namespace sparks {

namespace {

using engine::Fnv;

template <typename T>
void list(Fnv& h, const T& items) {
    h.u64(items.size());
    for (const auto& item : items)
        h.i(static_cast<int>(item));
}

template <typename E>
void enumerator(Fnv& h, E value) {
    h.i(static_cast<int>(value));
}

void hash_seat(Fnv& h, const PlayerState& p) {
    list(h, p.dice);
    list(h, p.upgrade_section);
    h.i(p.level);
    h.i(p.factory_credit);
    for (const Slot& slot : p.line) {
        h.i(slot.card);
        list(h, slot.dice);
        h.i(slot.upgrade);
    }
    h.u64(p.completed.size());
    for (const CompletedRobot& robot : p.completed) {
        h.i(robot.card);
        enumerator(h, robot.box);
    }
    enumerator(h, p.board_box);
    list(h, p.hand);
    h.u64(p.played.size());
    for (const PlayedAssistant& played : p.played) {
        h.i(played.card);
        h.i(played.copies);
        h.i(played.used_this_turn ? 1 : 0);
    }
    h.i(p.sparks);
    h.i(p.cogs);
    list(h, p.upgrades);
    list(h, p.track);
    list(h, p.production);
    list(h, p.offer);
    list(h, p.packet);
    h.i(p.ignore_colour);
    h.i(p.ignore_value);
    h.i(p.reroll_ready ? 1 : 0);
    h.i(p.refilling ? 1 : 0);
    h.i(p.drew_robots ? 1 : 0);
}

}  // namespace

std::uint64_t state_hash(const GameState& s) {
    Fnv h;
    h.i(s.players);
    enumerator(h, s.phase);
    h.i(s.round);
    h.i(s.turn);
    h.i(s.first_player);
    h.i(s.active);
    h.i(s.current);
    h.i(s.draft_picks);
    list(h, s.bag);
    list(h, s.discard);
    list(h, s.junkyard);
    list(h, s.faces);
    h.u64(s.stacks.size());
    for (const UpgradeStack& stack : s.stacks) {
        h.i(stack.kind);
        h.i(stack.left);
    }
    list(h, s.bonus);
    list(h, s.robot_deck);
    list(h, s.assistant_deck);
    list(h, s.goals);
    h.u64(s.played_tiles.size());
    for (const PlayedTile& tile : s.played_tiles) {
        h.i(tile.seat);
        h.i(tile.tile);
    }
    h.u64(s.seats.size());
    for (const PlayerState& seat : s.seats)
        hash_seat(h, seat);
    h.u64(s.pending.size());
    for (const Pending& p : s.pending) {
        enumerator(h, p.kind);
        h.i(p.amount);
        h.i(p.colour);
        h.i(p.card);
        h.u64(p.dice);
        h.i(p.slot);
    }
    for (int i = 0; i < 4; ++i)
        h.u64(s.rng.state()[i]);
    return h.value();
}

}  // namespace sparks
