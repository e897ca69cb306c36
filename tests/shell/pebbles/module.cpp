#include "module.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <utility>
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
        if (taking_left_ > 0)
            ui.heading(taking_words());
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

    // [SECTION] A take shown happening: the pebbles leave the pile one by one, a
    // click each, while the whole table watches.
    void advance(double dt) override {
        if (taking_left_ == 0)
            return;
        taking_clock_ += dt * speed_;
        while (taking_left_ > 0 && taking_clock_ >= kSecondsAPebble) {
            taking_clock_ -= kSecondsAPebble;
            --taking_left_;
            sounds_.push_back(kClick);
        }
    }
    void use_settings(const shell::Settings& settings) override { speed_ = settings.speed; }
    bool moving() const override { return taking_left_ > 0; }
    bool whole_table_moment() const override { return taking_left_ > 0; }
    std::vector<int> take_sounds() override { return std::exchange(sounds_, {}); }

    // Every play since `seat` last played, as everyone saw it.
    Recap recap_for(int seat) const override {
        const auto& actions = match_.actions();
        std::size_t from = 0;
        for (std::size_t i = 0; i < actions.size(); ++i) {
            if (actions[i].seat == seat)
                from = i + 1;
        }
        const bool played_before = from > 0;
        Recap recap;
        recap.title = info_.seats[static_cast<std::size_t>(seat)].name +
                      (played_before ? ", since your last turn:" : ", since the game began:");
        for (std::size_t i = from; i < actions.size(); ++i)
            recap.lines.push_back(events_words(match_.events(i), names()));
        return recap;
    }

  private:
    static constexpr double kSecondsAPebble = 0.2;
    static constexpr int kClick = 0;  // the one sound of the module's set

    Match match_;
    // The pebbles of the last take still being lifted from the pile, and the time
    // since the last one went.
    int taking_left_ = 0;
    int taking_ = 0;
    int taker_ = kNobody;
    double taking_clock_ = 0;
    double speed_ = 1;  // the settings' animation speed
    std::vector<int> sounds_;
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
        if (refused)
            return;
        for (const Event& e : match_.events(match_.actions().size() - 1)) {
            if (e.kind == Event::Kind::Took) {
                taking_ = taking_left_ = e.pebbles;
                taker_ = e.seat;
                taking_clock_ = 0;
            }
        }
    }

    // "Alex takes 3 pebbles: 2 to go."
    std::string taking_words() const {
        const std::string who = info_.seats[static_cast<std::size_t>(taker_)].name;
        return who + " takes " + std::to_string(taking_) + (taking_ == 1 ? " pebble" : " pebbles") +
               ": " + std::to_string(taking_left_) + " to go.";
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

// A pebble's click: a short tone that dies away at once.
shell::SoundSet click_sounds(int sample_rate) {
    shell::SoundSet set;
    set.sample_rate = sample_rate;
    const int length = sample_rate / 25;  // 40 ms
    std::vector<float> click(static_cast<std::size_t>(length));
    for (int i = 0; i < length; ++i) {
        const double t = static_cast<double>(i) / sample_rate;
        click[static_cast<std::size_t>(i)] =
            static_cast<float>(0.5 * std::exp(-t * 120) * std::sin(2 * std::numbers::pi * 900 * t));
    }
    set.samples.push_back(std::move(click));
    return set;
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
    module.settings.speed = "How fast the pebbles of a take leave the pile.";
    module.settings.sound = "A click as each pebble of a take leaves the pile.";
    module.sounds = click_sounds;
    return module;
}

}  // namespace pebbles
