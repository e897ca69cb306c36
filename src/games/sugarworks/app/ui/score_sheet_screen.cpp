#include "ui/score_sheet_screen.hpp"
#include "ui/theme.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "render/palette.hpp"
#include "setup/score_summary.hpp"
#include "sugarworks/game_text.hpp"
#include "sugarworks/orders.hpp"
#include "ui/seat_colours.hpp"
#include "ui/tip_box.hpp"

namespace sugarworks::app {
namespace {

const ImVec4 kSoftInk(0.48f, 0.36f, 0.31f, 1);
const ImVec4 kPinkDeep(0.80f, 0.23f, 0.42f, 1);
const ImVec4 kLoss(0.72f, 0.20f, 0.22f, 1);

int colour_of(std::span<const int> colours, int seat) {
    return seat >= 0 && static_cast<std::size_t>(seat) < colours.size()
               ? colours[static_cast<std::size_t>(seat)]
               : seat;
}

bool is_winner(const ScoreSheet& sheet, int seat) {
    return std::find(sheet.winners.begin(), sheet.winners.end(), seat) != sheet.winners.end();
}

// A filled dot in the seat's colour, on the current line, the height of the text.
void seat_dot(ImU32 colour, float ui_scale) {
    const float h = ImGui::GetTextLineHeight();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float r = std::min(h * 0.5f, 8 * ui_scale);
    ImGui::GetWindowDrawList()->AddCircleFilled({at.x + r, at.y + h * 0.5f}, r, colour);
    ImGui::Dummy({2 * r, h});
    ImGui::SameLine();
}

std::string signed_points(int points) {
    return points > 0 ? "+" + std::to_string(points) : std::to_string(points);
}

void group_label(const char* text, bool& shown) {
    if (shown)
        return;
    ImGui::TableNextRow();
    ImGui::TableSetColumnIndex(1);
    ImGui::TextDisabled("%s", text);
    shown = true;
}

void score_row(int points, const std::string& text, bool greyed) {
    ImGui::TableNextRow();
    ImGui::TableSetColumnIndex(0);
    const std::string p = signed_points(points);
    const ImVec4 colour = greyed       ? ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]
                          : points < 0 ? kLoss
                                       : ImGui::GetStyle().Colors[ImGuiCol_Text];
    ImGui::PushStyleColor(ImGuiCol_Text, colour);
    // Right-aligned, so the digits line up down the column.
    const float w = ImGui::CalcTextSize(p.c_str()).x;
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + ImGui::GetContentRegionAvail().x - w);
    ImGui::TextUnformatted(p.c_str());
    ImGui::TableSetColumnIndex(1);
    ImGui::TextWrapped("%s", text.c_str());
    ImGui::PopStyleColor();
}

// One sheet: completed orders, blanket orders, then what was left undone, greyed.
void sheet_lines(const sugarworks::Game& game, const PlayerScore& score, bool cooperative,
                 const shell::Fonts& fonts, float ui_scale) {
    constexpr ImGuiTableFlags kFlags =
        ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_NoSavedSettings;
    if (!ImGui::BeginTable("##lines", 2, kFlags))
        return;
    ImGui::TableSetupColumn("points", ImGuiTableColumnFlags_WidthFixed,
                            ImGui::CalcTextSize("+00").x + 4 * ui_scale);
    ImGui::TableSetupColumn("what", ImGuiTableColumnFlags_WidthStretch);

    bool orders_label = false;
    for (const ScoreLine& line : score.lines) {
        if (line.source == ScoreLine::Source::Special || line.source == ScoreLine::Source::Sales) {
            group_label("Completed orders", orders_label);
            score_row(line.points, line.text, false);
        }
    }
    bool blankets_label = false;
    for (const ScoreLine& line : score.lines) {
        if (line.source == ScoreLine::Source::Blanket) {
            group_label("Blanket orders", blankets_label);
            score_row(line.points, line.text, false);
        }
    }
    bool undone_label = false;
    if (cooperative) {
        // The team's incomplete orders already cost their points on the sheet.
        for (const ScoreLine& line : score.lines) {
            if (line.source == ScoreLine::Source::Incomplete) {
                group_label("Not completed", undone_label);
                score_row(line.points, line.text, true);
            }
        }
    } else {
        for (int card : score.incomplete) {
            group_label("Not completed", undone_label);
            score_row(0, describe_order(game.catalog().order(card)), true);
        }
    }
    if (!orders_label && !blankets_label && !undone_label) {
        ImGui::TableNextRow();
        ImGui::TableSetColumnIndex(1);
        ImGui::TextDisabled("Nothing scored.");
    }

    ImGui::TableNextRow();
    ImGui::TableSetColumnIndex(0);
    ImGui::Separator();
    ImGui::TableSetColumnIndex(1);
    ImGui::Separator();
    ImGui::TableNextRow();
    ImGui::PushFont(fonts.bold);
    ImGui::TableSetColumnIndex(0);
    const std::string total = std::to_string(score.total);
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + ImGui::GetContentRegionAvail().x -
                         ImGui::CalcTextSize(total.c_str()).x);
    ImGui::TextUnformatted(total.c_str());
    ImGui::TableSetColumnIndex(1);
    ImGui::TextUnformatted("Total");
    ImGui::PopFont();
    ImGui::EndTable();
}

void player_heading(const std::string& name, ImU32 colour, bool winner, int total,
                    const shell::Fonts& fonts, float ui_scale) {
    seat_dot(colour, ui_scale);
    ImGui::PushFont(fonts.bold);
    ImGui::TextUnformatted(name.c_str());
    ImGui::PopFont();
    if (winner) {
        ImGui::SameLine();
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(palette::kGold));
        ImGui::TextUnformatted("\xE2\x98\x85");
        ImGui::PopStyleColor();
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("Top score");
    }
    const std::string points = points_words(total);
    // Flush right within the sheet's column.
    ImGui::SameLine();
    const float spare = ImGui::GetContentRegionAvail().x - ImGui::CalcTextSize(points.c_str()).x;
    if (spare > 0)
        ImGui::SetCursorPosX(ImGui::GetCursorPosX() + spare);
    ImGui::TextUnformatted(points.c_str());
}

void team_card(const sugarworks::Game& game, const ScoreSheet& sheet,
               std::span<const std::string> names, std::span<const int> colours, int player_count,
               const shell::Fonts& fonts, float ui_scale) {
    const PlayerScore empty;
    const PlayerScore& team = sheet.players.empty() ? empty : sheet.players.front();
    player_heading("The team", palette::kPink, false, team.total, fonts, ui_scale);
    for (int p = 0; p < player_count; ++p) {
        if (p > 0)
            ImGui::SameLine();
        seat_dot(seat_colour(colour_of(colours, p)), ui_scale);
        ImGui::TextUnformatted(player_label(p, names).c_str());
    }
    ImGui::Spacing();
    sheet_lines(game, team, true, fonts, ui_scale);
}

// The scenario's ratings, lowest first, with the one the team earned marked.
void ratings_card(const sugarworks::Game& game, const ScoreSheet& sheet,
                  const shell::Fonts& fonts) {
    const std::vector<Rating>& ratings = game.scenario().team.ratings;
    ImGui::PushFont(fonts.bold);
    ImGui::TextUnformatted("Ratings");
    ImGui::PopFont();
    if (!ImGui::BeginTable("##ratings", 2,
                           ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_NoSavedSettings))
        return;
    for (std::size_t i = 0; i < ratings.size(); ++i) {
        const Rating& r = ratings[i];
        const bool earned = r.name == sheet.rating;
        // The first rating takes every score below the second's, negative ones too.
        const std::string range = i == 0 && ratings.size() > 1
                                      ? "under " + std::to_string(ratings[1].at_least)
                                      : std::to_string(r.at_least) + "+";
        ImGui::TableNextRow();
        if (earned) {
            ImGui::PushFont(fonts.bold);
            ImGui::PushStyleColor(ImGuiCol_Text, kPinkDeep);
        } else {
            ImGui::PushStyleColor(ImGuiCol_Text, kSoftInk);
        }
        ImGui::TableSetColumnIndex(0);
        ImGui::TextUnformatted(range.c_str());
        ImGui::TableSetColumnIndex(1);
        ImGui::Text("%s%s", r.name.c_str(), earned ? "  \xE2\x97\x80" : "");
        ImGui::PopStyleColor();
        if (earned)
            ImGui::PopFont();
    }
    ImGui::EndTable();
}

bool footer_button(const char* label, float w, float h, bool primary) {
    const PrimaryButtonLook look(primary);
    return ImGui::Button(label, {w, h});
}

}  // namespace

ScoreSheetIntents draw_score_sheet_screen(const sugarworks::Game& game, const ScoreSheet& sheet,
                                          std::span<const std::string> names,
                                          std::span<const int> colours, const shell::Fonts& fonts,
                                          float ui_scale, const std::string& note,
                                          const std::string& next_shift,
                                          std::span<const std::string> seat_notes,
                                          const std::string& tip) {
    const auto seat_note = [&](int p) {
        const auto at = static_cast<std::size_t>(p);
        if (at < seat_notes.size() && !seat_notes[at].empty())
            ImGui::TextDisabled("%s", seat_notes[at].c_str());
    };
    ScoreSheetIntents out;
    next_window_inset(ui_scale);
    constexpr ImGuiWindowFlags kFlags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                        ImGuiWindowFlags_NoSavedSettings |
                                        ImGuiWindowFlags_NoBringToFrontOnFocus;
    ImGui::Begin("##score_sheet", nullptr, kFlags);
    // A sheet shown anew starts at its top, not where the last game's was left.
    const bool appearing = ImGui::IsWindowAppearing();

    ImGui::TextDisabled("%s \xE2\x80\x94 final scores", game.scenario().name.c_str());
    ImGui::PushFont(fonts.title);
    ImGui::TextWrapped("%s", winners_line(sheet, names).c_str());
    ImGui::PopFont();
    if (!note.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, kSoftInk);
        ImGui::TextWrapped("%s", note.c_str());
        ImGui::PopStyleColor();
    }
    if (!tip.empty()) {
        // Beside the headline that says the game is over: why it is, and what scores.
        const float wrap = std::min(ImGui::GetContentRegionAvail().x, 760 * ui_scale);
        const ImVec2 at = ImGui::GetCursorScreenPos();
        ImGui::Dummy(tip_card_size(fonts, tip, wrap, ui_scale));
        draw_tip_card(ImGui::GetWindowDrawList(), fonts, tip, at, wrap, ui_scale);
        if (ImGui::IsMouseClicked(0))
            out.dismiss_tip = true;
    }
    ImGui::Spacing();

    const ImGuiStyle& style = ImGui::GetStyle();
    const float button_h = 44 * ui_scale;
    const float footer_h = button_h + style.ItemSpacing.y * 2;

    ImGui::BeginChild("##sheets", {0, -footer_h}, false);
    if (appearing)
        ImGui::SetScrollY(0);
    const int player_count = game.options().players;
    if (sheet.cooperative) {
        const float avail = ImGui::GetContentRegionAvail().x;
        const bool beside = !game.scenario().team.ratings.empty() && avail >= 760 * ui_scale;
        const float w = beside ? std::min(avail - 280 * ui_scale, 640 * ui_scale) : 0;
        ImGui::BeginChild("##team", {w, 0}, true);
        team_card(game, sheet, names, colours, player_count, fonts, ui_scale);
        for (int p = 0; p < player_count; ++p) {
            const auto at = static_cast<std::size_t>(p);
            if (at < seat_notes.size() && !seat_notes[at].empty())
                ImGui::TextDisabled("%s: %s", player_label(p, names).c_str(),
                                    seat_notes[at].c_str());
        }
        if (!beside && !game.scenario().team.ratings.empty()) {
            ImGui::Spacing();
            ratings_card(game, sheet, fonts);
        }
        ImGui::EndChild();
        if (beside) {
            ImGui::SameLine();
            ImGui::BeginChild("##ratings", {0, 0}, true);
            ratings_card(game, sheet, fonts);
            ImGui::EndChild();
        }
    } else {
        // Side by side while every sheet gets a readable width, else in rows.
        const int n = static_cast<int>(sheet.players.size());
        const float avail = ImGui::GetContentRegionAvail().x;
        const float min_w = 300 * ui_scale;
        const int per_row = std::clamp(
            static_cast<int>((avail + style.ItemSpacing.x) / (min_w + style.ItemSpacing.x)), 1,
            std::max(n, 1));
        constexpr ImGuiTableFlags kFlags =
            ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_SizingStretchSame |
            ImGuiTableFlags_NoSavedSettings | ImGuiTableFlags_PadOuterX;
        // The theme's border colour between the sheets, not ImGui's default grey.
        ImGui::PushStyleColor(ImGuiCol_TableBorderLight, style.Colors[ImGuiCol_Border]);
        if (n > 0 && ImGui::BeginTable("##players", per_row, kFlags)) {
            for (int p = 0; p < n; ++p) {
                if (p % per_row == 0)
                    ImGui::TableNextRow();
                ImGui::TableSetColumnIndex(p % per_row);
                ImGui::PushID(p);
                const ImU32 colour = seat_colour(colour_of(colours, p));
                // A band of the seat's colour across the top of its sheet.
                const ImVec2 at = ImGui::GetCursorScreenPos();
                ImGui::GetWindowDrawList()->AddRectFilled(
                    at, {at.x + ImGui::GetContentRegionAvail().x, at.y + 5 * ui_scale}, colour,
                    3 * ui_scale);
                ImGui::Dummy({0, 8 * ui_scale});
                player_heading(player_label(p, names), colour, is_winner(sheet, p),
                               sheet.players[static_cast<std::size_t>(p)].total, fonts, ui_scale);
                seat_note(p);
                sheet_lines(game, sheet.players[static_cast<std::size_t>(p)], false, fonts,
                            ui_scale);
                ImGui::Spacing();
                ImGui::PopID();
            }
            ImGui::EndTable();
        }
        ImGui::PopStyleColor();
    }
    ImGui::EndChild();

    ImGui::Spacing();
    ImGui::PushFont(fonts.bold);
    const float buttons = next_shift.empty() ? 4.0f : 5.0f;
    const float w =
        (ImGui::GetContentRegionAvail().x - (buttons - 1) * style.ItemSpacing.x) / buttons;
    if (!next_shift.empty()) {
        // The next lesson's name where it fits on the button, and always under the pointer.
        const std::string named = "Next: " + next_shift;
        const bool fits = ImGui::CalcTextSize(named.c_str()).x + 2 * style.FramePadding.x <= w;
        if (footer_button(fits ? named.c_str() : "Next lesson \xE2\x96\xB6", w, button_h, true))
            out.next_shift = true;
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("%s: the simple game goes on, shift by shift, with more of the rules",
                              named.c_str());
        ImGui::SameLine();
    }
    if (footer_button("Play again: same seed", w, button_h, next_shift.empty()))
        out.play_again_same_seed = true;
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("The same players, rules and deal");
    ImGui::SameLine();
    if (footer_button("Play again: new seed", w, button_h, false))
        out.play_again_new_seed = true;
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("The same players and rules, a new deal");
    ImGui::SameLine();
    if (footer_button("Save replay", w, button_h, false))
        out.save_replay = true;
    ImGui::SameLine();
    if (footer_button("Main menu", w, button_h, false))
        out.main_menu = true;
    ImGui::PopFont();

    if (!ImGui::GetIO().WantTextInput &&
        ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false))
        out.main_menu = true;

    ImGui::End();
    return out;
}

}  // namespace sugarworks::app
