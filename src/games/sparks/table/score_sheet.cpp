// The end of a game of Sparks: each seat's total line by line (rulebook "Game
// Ends"), the tie-breaks when they decide, and the solo game against its goals.
#include <algorithm>
#include <iterator>
#include <string>
#include <vector>

#include "sparks/card_text.hpp"
#include "table/table_parts.hpp"

namespace sparks::table {

namespace {

struct Line {
    const char* words;
    int Score::*part;
};
constexpr Line kLines[] = {
    {"Tracks", &Score::tracks},
    {"Factory level x assistants", &Score::level_times_assistants},
    {"Assistants' points", &Score::assistant_points},
    {"Upgrade tiles", &Score::upgrade_points},
    {"Sets of four colours", &Score::sets},
    {"Cogs", &Score::cogs},
    {"Goal tiles", &Score::goals},
};

// What broke the tie among those on the most points, in the rulebook's order.
std::string tie_break_words(const TableFrame& f, const std::vector<int>& tied,
                            const std::vector<int>& won) {
    if (tied.size() < 2)
        return {};
    const GameState& s = f.m.known;
    const auto cogs = [&](int p) { return s.seats[at(p)].cogs; };
    const auto level = [&](int p) { return s.seats[at(p)].level; };
    std::string names;
    for (std::size_t i = 0; i < tied.size(); ++i)
        names += (i == 0 ? "" : i + 1 == tied.size() ? " and " : ", ") + f.who(tied[i]);
    const auto all_equal = [&](auto key) {
        return std::all_of(tied.begin(), tied.end(),
                           [&](int p) { return key(p) == key(tied.front()); });
    };
    std::string out = names + " tie on points. ";
    if (won.size() > 1)
        return out +
               "Cogs, factory level and robots completed are equal too: they share the "
               "victory.";
    if (!all_equal(cogs))
        return out + "Most cogs breaks the tie.";
    if (!all_equal(level))
        return out + "Cogs are equal; the highest factory level breaks the tie.";
    return out + "Cogs and factory levels are equal; most robots completed breaks the tie.";
}

// A cell's words on one line: a table's column is as wide as its widest cell.
void cell(TableFrame& f, const std::string& words) {
    ImGui::TableNextColumn();
    f.ui.marks().said(words);
    ImGui::TextUnformatted(words.c_str());
}

}  // namespace

void draw_score_sheet(TableFrame& f) {
    const PlayerView& v = f.m.view;
    f.ui.heading("The score sheet");
    std::vector<Score> scores;
    for (int seat = 0; seat < v.players; ++seat)
        scores.push_back(score(f.m.game, f.m.known, seat));
    // Each column as wide as its words; a sheet wider than the panel scrolls sideways
    // rather than cut the names.
    const float row = ImGui::GetTextLineHeightWithSpacing() + ImGui::GetStyle().CellPadding.y * 2;
    const float height = row * static_cast<float>(std::size(kLines) + 2) +
                         ImGui::GetStyle().ScrollbarSize + ImGui::GetStyle().CellPadding.y * 2;
    if (ImGui::BeginTable(
            "##score_sheet", v.players + 1,
            ImGuiTableFlags_Borders | ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_ScrollX,
            {0, height})) {
        ImGui::TableNextRow();
        cell(f, "");
        for (int seat = 0; seat < v.players; ++seat)
            cell(f, f.who(seat));
        for (const Line& line : kLines) {
            ImGui::TableNextRow();
            cell(f, line.words);
            for (int seat = 0; seat < v.players; ++seat)
                cell(f, std::to_string(scores[at(seat)].*line.part));
        }
        ImGui::TableNextRow();
        cell(f, "Total");
        for (int seat = 0; seat < v.players; ++seat)
            cell(f, std::to_string(scores[at(seat)].total()));
        ImGui::EndTable();
    }
    const std::vector<int> won = winners(f.m.game, f.m.known);
    if (f.m.game.solo()) {
        for (const int goal : v.goals)
            f.ui.text(goal_text(f.content().goals[at(goal)]) + ": " +
                      (goal_met(f.m.game, f.m.known, 0, goal) ? "met." : "not met."));
    } else {
        int best = 0;
        for (const Score& s : scores)
            best = std::max(best, s.total());
        std::vector<int> tied;
        for (int seat = 0; seat < v.players; ++seat)
            if (scores[at(seat)].total() == best)
                tied.push_back(seat);
        if (const std::string tie = tie_break_words(f, tied, won); !tie.empty())
            f.ui.text(tie);
    }
    f.ui.text(f.m.result);
}

}  // namespace sparks::table
