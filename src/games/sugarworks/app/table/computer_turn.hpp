// One decision of a computer player (or one hint of the coach), thought out on a
// worker thread so the window keeps drawing and answering meanwhile. The thread
// gets copies of the game and of a seat's information, never the table's state,
// so it shares nothing with the frame being drawn. Dropping the job, or cancel(),
// stops the search at its next iteration.
#pragma once

#include <atomic>
#include <cstddef>
#include <memory>
#include <optional>
#include <thread>

#include "bots/bot.hpp"

namespace sugarworks::app {

class ComputerTurn {
  public:
    // Starts thinking for `info`'s seat at `level`; `actions` is the game's
    // action count now, to tell a stale answer from a fresh one.
    ComputerTurn(const Game& game, SeatInformation info, bots::BotLevel level, std::uint64_t seed,
                 bots::BotSettings settings, std::size_t actions);
    ~ComputerTurn();
    ComputerTurn(const ComputerTurn&) = delete;
    ComputerTurn& operator=(const ComputerTurn&) = delete;

    int seat() const { return seat_; }
    std::size_t actions() const { return actions_; }
    bool done() const { return done_->load(std::memory_order_acquire); }
    // The choice, once done() (and only then).
    const bots::BotChoice& choice() const { return *choice_; }
    void cancel() { cancel_->store(true); }

  private:
    int seat_;
    std::size_t actions_;
    // Shared with the thread, which writes the choice and then sets `done`.
    std::shared_ptr<std::atomic<bool>> cancel_ = std::make_shared<std::atomic<bool>>(false);
    std::shared_ptr<std::atomic<bool>> done_ = std::make_shared<std::atomic<bool>>(false);
    std::shared_ptr<bots::BotChoice> choice_ = std::make_shared<bots::BotChoice>();
    std::thread thread_;
};

}  // namespace sugarworks::app
