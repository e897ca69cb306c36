#include "table/computer_turn.hpp"

#include <utility>

namespace sugarworks::app {

ComputerTurn::ComputerTurn(const Game& game, SeatInformation info, bots::BotLevel level,
                           std::uint64_t seed, bots::BotSettings settings, std::size_t actions)
    : seat_(info.seat), actions_(actions) {
    settings.cancel = cancel_.get();
    thread_ = std::thread([game, info = std::move(info), level, seed, settings, cancel = cancel_,
                           done = done_, choice = choice_]() {
        *choice = bots::decide(game, info, level, seed, settings);
        done->store(true, std::memory_order_release);
    });
}

// Leaving the table or quitting drops the job: the search stops at once and
// the thread is joined, so nothing outlives the game it was thinking about.
ComputerTurn::~ComputerTurn() {
    cancel_->store(true);
    if (thread_.joinable())
        thread_.join();
}

}  // namespace sugarworks::app
