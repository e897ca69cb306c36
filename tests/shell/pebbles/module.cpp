#include "module.hpp"

#include <algorithm>
#include <variant>

#include "computer.hpp"
#include "engine/diagnostic.hpp"
#include "save.hpp"
#include "table.hpp"
#include "view.hpp"

namespace pebbles {

namespace {

// The seat numbers the rules and the shell share: the rules' kNobody is the shell's
// whole table.
static_assert(kNobody == shell::kWholeTable);

class PebblesInPlay : public shell::GameInPlay {
  public:
    PebblesInPlay(Match match, SaveInfo info, TableHonesty honesty)
        : match_(std::move(match)), info_(std::move(info)), honesty_(honesty) {}

    std::vector<shell::SeatSetup> seats() const override {
        std::vector<shell::SeatSetup> out;
        for (const SavedSeat& seat : info_.seats)
            out.push_back({seat.name, seat.player});
        return out;
    }

    int seat_to_act() const override { return match_.state().to_act; }

    std::string turn_words() const override { return turn_prompt(match_.state().pile); }

    void draw_table(int viewer, shell::TableUi& ui) override {
        const PlayerView view = view_of(match_.state(), viewer);
        std::optional<int> pressed;
        for (const TableItem& item : table_items(view, names())) {
            switch (item.kind) {
                case TableItem::Kind::Heading:
                    ui.heading(item.words);
                    break;
                case TableItem::Kind::Text:
                    ui.text(item.words);
                    break;
                case TableItem::Kind::Button:
                    if (ui.button(item.words, item.id, item.enabled))
                        pressed = played_index(item.id);
                    break;
            }
        }
        if (!refusal_.empty())
            ui.text(refusal_);
        if (honesty_ == TableHonesty::PeeksAtEveryHand) {
            const auto& hands = match_.state().hands;
            for (int seat = 0; seat < static_cast<int>(hands.size()); ++seat) {
                for (int card : hands[static_cast<std::size_t>(seat)])
                    ui.text(hidden_card_words(seat, card));
            }
        }
        // Only the seat to act has pressable cards: a press is that seat's play.
        if (pressed && viewer == seat_to_act())
            play({viewer, *pressed});
    }

    void play_computer_turn() override {
        const int seat = seat_to_act();
        if (seat == kNobody)
            return;
        play(random_play(view_of(match_.state(), seat), match_.seed(), match_.actions().size()));
    }

    std::vector<std::string> secrets_from(int viewer) const override {
        std::vector<std::string> words;
        const auto& hands = match_.state().hands;
        for (int seat = 0; seat < static_cast<int>(hands.size()); ++seat) {
            if (seat == viewer)
                continue;
            for (int card : hands[static_cast<std::size_t>(seat)]) {
                std::string secret = hidden_card_words(seat, card);
                if (std::find(words.begin(), words.end(), secret) == words.end())
                    words.push_back(std::move(secret));
            }
        }
        return words;
    }

    std::string result() const override { return result_words(match_.state().winner, names()); }
    // Pebbles is won or lost, never scored.
    shell::BookEntry book_entry() const override {
        return {std::to_string(info_.seats.size()) + " players", std::nullopt};
    }

    std::string save_text() const override { return pebbles::save_text(match_, info_); }
    std::size_t action_count() const override { return match_.actions().size(); }
    // Every event of Pebbles is public: a card drawn is never named.
    std::string action_words(std::size_t i, int) const override {
        return events_words(match_.events(i), names());
    }
    std::unique_ptr<GameInPlay> after(std::size_t n) const override {
        return std::make_unique<PebblesInPlay>(match_.first(n), info_, honesty_);
    }

  private:
    Match match_;
    SaveInfo info_;
    std::string refusal_;  // why the last play was refused, said on the table
    TableHonesty honesty_;

    std::vector<std::string> names() const {
        std::vector<std::string> out;
        for (const SavedSeat& seat : info_.seats)
            out.push_back(seat.name);
        return out;
    }

    void play(const Action& action) {
        const auto outcome = match_.apply(action);
        const auto* refused = std::get_if<Rejection>(&outcome);
        refusal_ = refused ? refused->message : std::string();
    }
};

std::unique_ptr<shell::GameInPlay> new_game(const shell::NewGameSetup& setup,
                                            TableHonesty honesty) {
    SaveInfo info;
    for (std::size_t i = 0; i < setup.seats.size(); ++i) {
        const shell::SeatSetup& seat = setup.seats[i];
        info.seats.push_back(
            {seat.name.empty() ? "Player " + std::to_string(i + 1) : seat.name, seat.player});
    }
    Match match(PebblesGame(static_cast<int>(info.seats.size())), setup.seed);
    return std::make_unique<PebblesInPlay>(std::move(match), std::move(info), honesty);
}

std::unique_ptr<shell::GameInPlay> load_game(const std::string& text, const std::string& file,
                                             std::string& error, TableHonesty honesty) {
    LoadedGame loaded = load_save_text(text, file);
    if (!loaded.match) {
        error.clear();
        for (const engine::Diagnostic& d : loaded.errors)
            error += (error.empty() ? "" : "\n") + engine::format_diagnostic(d);
        return nullptr;
    }
    return std::make_unique<PebblesInPlay>(std::move(*loaded.match), std::move(loaded.info),
                                           honesty);
}

void draw_rules(shell::TableUi& ui) {
    ui.heading("Pebbles");
    ui.text(
        "A pile of 21 pebbles lies between 2 to 4 players. Each holds a hidden hand of two "
        "cards from a deck of twelve: four each of 1, 2 and 3.");
    ui.text(
        "On your turn play a card: take that many pebbles from the pile (at most what is "
        "left), lay the card face up on the discard pile and draw a new one. When the deck "
        "runs out, the discards are shuffled into a new deck.");
    ui.text("Whoever takes the last pebble wins.");
}

}  // namespace

shell::GameModule pebbles_module(TableHonesty honesty) {
    shell::GameModule module;
    module.id = "pebbles";
    module.name = "Pebbles";
    module.tagline = "Take the last pebble";
    module.min_players = kMinSeats;
    module.max_players = kMaxSeats;
    module.computer_levels = {kRandomLevel};
    module.saves = game_saves();
    module.new_game = [honesty](const shell::NewGameSetup& setup) {
        return new_game(setup, honesty);
    };
    module.load_game = [honesty](const std::string& text, const std::string& file,
                                 std::string& error) {
        return load_game(text, file, error, honesty);
    };
    module.draw_rules = draw_rules;
    return module;
}

}  // namespace pebbles
