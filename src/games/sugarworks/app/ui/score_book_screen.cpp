#include "ui/score_book_screen.hpp"

#include <imgui.h>

#include <string>

#include "engine/count_words.hpp"
#include "setup/score_summary.hpp"
#include "sugarworks/scenario.hpp"
#include "ui/card_text.hpp"
#include "ui/theme.hpp"

namespace sugarworks::app {
namespace {

// "Co-operative, 2 players, with Side B": the way to play in words.
std::string way_words(const Catalog& catalog, const WayToPlay& way) {
    const Scenario* scenario = catalog.scenario(way.scenario);
    std::string words = scenario ? scenario->name : way.scenario;
    words += ", " + engine::count_words(way.players, "player", "players");
    for (std::size_t i = 0; i < way.toggles.size(); ++i) {
        std::string name = way.toggles[i];
        for (Toggle t : kAllToggles) {
            if (toggle_id(t) == way.toggles[i])
                name = std::string(toggle_name(t));
        }
        words += (i == 0 ? ", with " : ", ") + name;
    }
    // Runs a person did not play alone are a way of their own, said so.
    switch (way.by) {
        case PlayedBy::People:
            break;
        case PlayedBy::WithComputers:
            words += " \xE2\x80\x94 " + engine::count_words(way.computers, "seat", "seats") +
                     " played by the computer";
            break;
        case PlayedBy::Computers:
            words += " \xE2\x80\x94 played by the computer";
            break;
        case PlayedBy::Autoplay:
            words += " \xE2\x80\x94 played by autoplay (random moves), not by a person";
            break;
    }
    return words;
}

}  // namespace

ScoreBookIntents draw_score_book_screen(const Catalog& catalog, const ScoreBook& book,
                                        const shell::Fonts& fonts, float s, Marks& marks,
                                        const std::string& note) {
    ScoreBookIntents out;
    next_window_centered(760 * s, 600 * s);
    ImGui::Begin("##score_book", nullptr, kCardFlags);
    card_title(fonts, marks, "Score book");
    card_intro(marks,
               "Your best solo and co-operative runs of each way to play. The same "
               "seed deals the same game: play a deal again to beat your score.");
    // The list takes what Back leaves: Back is always in view. A book that does
    // not read says why between them (a long message scrolls there).
    ImGui::BeginChild("##runs",
                      {0, -(ImGui::GetFrameHeightWithSpacing() + card_note_band_height(note))},
                      true, kKeysWalkIn | ImGuiWindowFlags_AlwaysVerticalScrollbar);
    const std::vector<WayToPlay> ways = best_runs(book);
    if (ways.empty())
        ui_text_wrapped(marks,
                        "No runs yet. Finish a solo or co-operative game and its score "
                        "is written here.");
    // A lesson's game is dealt by hand for teaching, not a run to compare.
    ImGui::TextDisabled("Games played in a lesson are practice and are not written here.");
    int row = 0;
    for (const WayToPlay& way : ways) {
        ImGui::PushFont(fonts.bold);
        ui_text_wrapped(marks, way_words(catalog, way));
        ImGui::PopFont();
        for (const ScoreRun& run : way.best) {
            ImGui::PushID(row);
            std::string line = points_words(run.score);
            if (!run.rating.empty())
                line += "  \xC2\xB7  " + run.rating;
            line += "  \xC2\xB7  " + run.date + "  \xC2\xB7  seed " + std::to_string(run.seed);
            if (run.hints > 0)
                line += "  \xC2\xB7  " + engine::count_words(run.hints, "hint", "hints");
            ImGui::AlignTextToFramePadding();
            ui_text(marks, line);
            ImGui::SameLine();
            if (ImGui::GetContentRegionAvail().x < ImGui::CalcTextSize("Play this deal again").x +
                                                       2 * ImGui::GetStyle().FramePadding.x)
                ImGui::NewLine();
            if (ui_button(marks, "book:again:" + std::to_string(row), "Play this deal again"))
                out.play_again = run;
            ImGui::PopID();
            ++row;
        }
        ImGui::Spacing();
    }
    ImGui::EndChild();
    card_note_band(marks, note, "##book_note");
    if (ui_back_button(marks, "book:back"))
        out.back = true;
    ImGui::End();
    return out;
}

}  // namespace sugarworks::app
