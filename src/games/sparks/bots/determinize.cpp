#include "bots/determinize.hpp"

#include <algorithm>

namespace sparks::bots {

namespace {

// The cards not seen anywhere in the view, shuffled, dealt to every kHidden place.
void deal_unseen(std::vector<std::vector<int>*> places, int total, engine::Rng& random) {
    std::vector<bool> seen(static_cast<std::size_t>(total), false);
    for (const std::vector<int>* place : places)
        for (int card : *place)
            if (card >= 0)
                seen[static_cast<std::size_t>(card)] = true;
    std::vector<int> unseen;
    for (int card = 0; card < total; ++card)
        if (!seen[static_cast<std::size_t>(card)])
            unseen.push_back(card);
    random.shuffle(unseen);
    std::size_t next = 0;
    for (std::vector<int>* place : places)
        for (int& card : *place)
            if (card == kHidden && next < unseen.size())
                card = unseen[next++];
}

}  // namespace

GameState determinize(const Game& game, const PlayerView& view, engine::Rng& random) {
    GameState s = known_state(game, view);
    const Content& c = game.content();
    std::vector<std::vector<int>*> robots{&s.robot_deck};
    std::vector<std::vector<int>*> assistants{&s.assistant_deck};
    std::vector<int> robots_in_play, assistants_played;
    for (PlayerState& p : s.seats) {
        robots.push_back(&p.offer);
        assistants.push_back(&p.hand);
        assistants.push_back(&p.packet);
        for (const Slot& slot : p.line)
            if (slot.card != kNone)
                robots_in_play.push_back(slot.card);
        for (const CompletedRobot& r : p.completed)
            robots_in_play.push_back(r.card);
        for (const PlayedAssistant& a : p.played)
            assistants_played.push_back(a.card);
    }
    robots.push_back(&robots_in_play);
    assistants.push_back(&assistants_played);
    deal_unseen(robots, static_cast<int>(c.robots.size()), random);
    deal_unseen(assistants, static_cast<int>(c.assistants.size()), random);
    s.rng = engine::Rng(random.next());
    return s;
}

}  // namespace sparks::bots
