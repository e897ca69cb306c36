// A game of Sparks as the shell holds it (shell/module/game_module.hpp): the
// match, who sits in each seat, and the calls the shell makes of any game. The
// rules, the bots and the saves are Sparks' own; this only speaks the shell's
// words for them ("person" for Sparks' "human", kWholeTable for the table view).
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include "bots/bots.hpp"
#include "shell/module/game_module.hpp"
#include "sparks/content.hpp"
#include "sparks/match.hpp"
#include "sparks/save.hpp"

namespace sparks::table {

class SparksInPlay final : public shell::GameInPlay {
  public:
    // `info` has one seat for each player. The content behind `match` must
    // outlive this game.
    SparksInPlay(Match match, SaveInfo info);

    std::vector<shell::SeatSetup> seats() const override;
    int seat_to_act() const override;
    std::string turn_words() const override;
    void draw_table(int viewer, shell::TableUi& ui) override;
    void play_computer_turn() override;
    std::vector<std::string> secrets_from(int viewer) const override;
    std::string result() const override;
    shell::BookEntry book_entry() const override;
    std::string save_text() const override;
    std::size_t action_count() const override;
    std::string action_words(std::size_t i, int viewer) const override;
    std::unique_ptr<shell::GameInPlay> after(std::size_t n) const override;

    // A person's turn played for them by the Easy computer: until the real table
    // is built, the only way a person's seat moves on.
    void pass_turn_to_computer();

  private:
    Match match_;
    SaveInfo info_;
    std::string refused_;  // why the last action was refused, said on the table

    // The seat to act takes the choice of the computer at `level`.
    void play_turn_at(bots::BotLevel level);
    bool person_at(int seat) const;
    std::vector<std::string> names() const;
};

}  // namespace sparks::table
