#include "shell/app/new_game_form.hpp"

#include <imgui.h>

#include <utility>

#include "shell/setup/seat_names.hpp"
#include "shell/ui/card.hpp"

namespace shell {

NewGameForm::NewGameForm(const GameModule& game) : game_(game) {
    set_players(game.players_at_first());
    for (const FormOption& option : game.options)
        options_[option.id] = option.initial;
}

NewGameForm::Pressed NewGameForm::draw(TableUi& ui, bool leaves_a_game, std::uint64_t seed) {
    Pressed out;
    // A card in the middle of the screen, as Load's; it scrolls when a form of
    // many seats is taller than the window.
    const float s = ui.ui_scale();
    next_window_centered(940 * s, 680 * s);
    begin_card("##new_game");
    ui.heading("New game of " + game_.name);
    if (leaves_a_game)
        ui.text(
            "The game in play is kept as a save when the new one starts, if it changed since "
            "it was last saved: Load opens it again.");
    ImGui::AlignTextToFramePadding();
    ui.text("Players:");
    for (int n = game_.min_players; n <= game_.max_players; ++n) {
        ImGui::SameLine();
        if (ui.choice(std::to_string(n), "new:players:" + std::to_string(n),
                      static_cast<int>(seats_.size()) == n))
            set_players(n);
    }
    for (std::size_t i = 0; i < seats_.size(); ++i) {
        SeatForm& seat = seats_[i];
        const std::string seat_id = "new:seat:" + std::to_string(i) + ":";
        ui.text_field("Name", seat_id + "name", seat.name, 180 * ui.ui_scale());
        ImGui::SameLine();
        if (ui.choice("Person", seat_id + "person", seat.player == "person"))
            seat.player = "person";
        for (const std::string& level : game_.computer_levels) {
            const std::string label = "Computer, " + level;
            ui.same_line_if_fits(ImGui::CalcTextSize(label.c_str()).x +
                                 ImGui::GetFrameHeight() * 2);
            if (ui.choice(label, seat_id + level, seat.player == level))
                seat.player = level;
        }
    }
    draw_options(ui);
    const std::vector<std::string> names = seat_names();
    std::string problems;
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (const std::optional<std::string> problem = seat_name_problem(names, i))
            problems += (problems.empty() ? "" : "\n") + *problem + ".";
    }
    ImGui::Spacing();
    card_note(ui.marks(), problems);
    if (ui.button("Start", "new:start", problems.empty())) {
        NewGameSetup setup;
        setup.seed = seed;
        for (std::size_t i = 0; i < seats_.size(); ++i)
            setup.seats.push_back({std::string(trimmed_name(names[i])), seats_[i].player});
        for (const FormOption& option : game_.options) {
            if (option.offered_for(static_cast<int>(seats_.size())))
                setup.options[option.id] = options_[option.id];
        }
        out.start = std::move(setup);
    }
    ImGui::SameLine();
    out.back = ui.button("Back to the menu", "back");
    ImGui::End();
    return out;
}

// The game's options for this many players: a box for a variant, a row of
// choices for a value, each with what it changes.
void NewGameForm::draw_options(TableUi& ui) {
    const int players = static_cast<int>(seats_.size());
    bool first = true;
    for (const FormOption& option : game_.options) {
        if (!option.offered_for(players))
            continue;
        if (first) {
            ImGui::Spacing();
            ui.heading("Options");
            first = false;
        }
        std::string& value = options_[option.id];
        const std::string id = "new:option:" + option.id;
        if (option.values.empty()) {
            if (ui.checkbox(option.words, id, value == FormOption::kOn))
                value = value == FormOption::kOn ? FormOption::kOff : FormOption::kOn;
        } else {
            ImGui::AlignTextToFramePadding();
            ui.text(option.words + ":");
            for (const std::string& v : option.values) {
                ImGui::SameLine();
                if (ui.choice(v, id + ":" + v, value == v))
                    value = v;
            }
        }
        if (!option.about.empty()) {
            ImGui::Indent(ImGui::GetFrameHeight());
            ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
            ui.text(option.about);
            ImGui::PopStyleColor();
            ImGui::Unindent(ImGui::GetFrameHeight());
        }
    }
}

void NewGameForm::set_players(int players) {
    const auto n = static_cast<std::size_t>(players);
    if (seats_.size() > n)
        seats_.resize(n);
    while (seats_.size() < n)
        seats_.push_back({offered_seat_name(seat_names()), "person"});
}

std::vector<std::string> NewGameForm::seat_names() const {
    std::vector<std::string> names;
    for (const SeatForm& seat : seats_)
        names.push_back(seat.name);
    return names;
}

}  // namespace shell
