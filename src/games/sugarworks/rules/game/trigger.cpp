// Special orders: does one floor event complete a card? A pure function of the
// trigger and the event, so the game, the log and the tests all agree.
#include "sugarworks/orders.hpp"

namespace sugarworks {

namespace {

bool is_type(CandyId id, CandyType type) {
    return id != kNoCandy && type_of(id) == type;
}

// The events whose `cause` says how the candy got there.
bool has_cause(EventKind kind) {
    return kind == EventKind::Move || kind == EventKind::Delivered || kind == EventKind::Lost;
}

}  // namespace

bool matches(const Trigger& trigger, const Event& event) {
    if (event.kind != trigger.event)
        return false;
    // The candy the event is about: for a Bonk!, the striker.
    if (trigger.candy && !is_type(event.candy, *trigger.candy))
        return false;
    if (trigger.struck && (event.kind != EventKind::Bonk || !is_type(event.other, *trigger.struck)))
        return false;
    if (trigger.crate && (event.kind != EventKind::Delivered || event.crate != *trigger.crate))
        return false;
    if (trigger.loss && (event.kind != EventKind::Lost || event.loss != *trigger.loss))
        return false;
    if (trigger.cause && (!has_cause(event.kind) || event.cause != *trigger.cause))
        return false;
    if (trigger.eaten_by && (event.kind != EventKind::Eaten || event.corner != *trigger.eaten_by))
        return false;
    return event.depth >= trigger.min_depth;
}

}  // namespace sugarworks
