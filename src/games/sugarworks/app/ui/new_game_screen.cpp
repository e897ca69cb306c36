#include "ui/new_game_screen.hpp"
#include "ui/card_text.hpp"
#include "ui/theme.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>

#include "engine/count_words.hpp"
#include "render/palette.hpp"
#include "shell/setup/fresh_seed.hpp"
#include "sugarworks/scenario.hpp"
#include "ui/seat_colours.hpp"

namespace sugarworks::app {
namespace {

const ImVec4 kProblemRed(0.80f, 0.16f, 0.20f, 1);
const ImVec4 kSoftInk(0.48f, 0.36f, 0.31f, 1);

// The seed box keeps what the player typed, even while it is not a number yet;
// it follows the form again whenever the form's seed changes elsewhere.
struct SeedEdit {
    std::string text;
    std::uint64_t shown = 0;
    bool valid = true;
    bool started = false;
};

SeedEdit& seed_edit() {
    static SeedEdit edit;
    return edit;
}

bool coloured_button(const char* label, ImVec2 size, bool primary) {
    const PrimaryButtonLook look(primary);
    return ImGui::Button(label, size);
}

void draw_scenario_list(NewGameForm& form, const Catalog& catalog,
                        const std::vector<ScenarioChoice>& choices, const shell::Fonts& fonts,
                        float ui_scale) {
    bool course_label = false;
    bool others_label = false;
    for (const ScenarioChoice& c : choices) {
        if (c.tutorial && !course_label) {
            ImGui::TextDisabled("The tutorial course");
            course_label = true;
        } else if (!c.tutorial && !others_label) {
            ImGui::Spacing();
            ImGui::TextDisabled("More ways to play");
            others_label = true;
        }
        ImGui::PushID(c.id.c_str());
        const bool selected = c.id == form.scenario;
        const ImVec2 top = ImGui::GetCursorPos();
        const float pad = 6 * ui_scale;
        const float text_w = std::max(ImGui::GetContentRegionAvail().x - 2 * pad, 40 * ui_scale);
        // Measure the entry first so that the whole card is one click target.
        ImGui::PushFont(fonts.bold);
        const float name_h = ImGui::GetTextLineHeight();
        ImGui::PopFont();
        const float desc_h = ImGui::CalcTextSize(c.description.c_str(), nullptr, false, text_w).y;
        const float height = pad + name_h + ImGui::GetStyle().ItemSpacing.y + desc_h + pad;
        if (ImGui::Selectable("##pick", selected, ImGuiSelectableFlags_AllowItemOverlap,
                              {0, height})) {
            choose_scenario(form, catalog, c.id);
        }
        if (!c.tagline.empty() && ImGui::IsItemHovered())
            ImGui::SetTooltip("%s", c.tagline.c_str());
        ImGui::SetCursorPos({top.x + pad, top.y + pad});
        ImGui::PushFont(fonts.bold);
        ImGui::TextUnformatted(c.name.c_str());
        ImGui::PopFont();
        ImGui::SameLine();
        if (c.min_players == c.max_players)
            ImGui::TextDisabled("%s",
                                engine::count_words(c.min_players, "player", "players").c_str());
        else
            ImGui::TextDisabled("%d\xE2\x80\x93%d players", c.min_players, c.max_players);
        ImGui::SetCursorPosX(top.x + pad);
        ImGui::PushTextWrapPos(top.x + pad + text_w);
        ImGui::PushStyleColor(ImGuiCol_Text, kSoftInk);
        ImGui::TextWrapped("%s", c.description.c_str());
        ImGui::PopStyleColor();
        ImGui::PopTextWrapPos();
        ImGui::SetCursorPos({top.x, top.y + height + ImGui::GetStyle().ItemSpacing.y});
        ImGui::PopID();
    }
}

void draw_toggles(NewGameForm& form, const ScenarioChoice* choice, const shell::Fonts& fonts) {
    section_heading(fonts, "Rules");
    if (!choice || choice->toggles.empty()) {
        ImGui::TextDisabled("This scenario has no optional rules.");
        return;
    }
    for (const auto& [id, name] : choice->toggles) {
        bool on = has_toggle(form, id);
        if (ImGui::Checkbox(name.c_str(), &on))
            set_toggle(form, id, on);
        if (const std::optional<Toggle> toggle = parse_toggle(id); toggle && ImGui::IsItemHovered())
            ImGui::SetTooltip("%s", std::string(toggle_summary(*toggle)).c_str());
    }
}

// Six round swatches; the seat's own colour is ringed, colours other seats wear
// are faded (picking one swaps the two seats' colours).
void draw_colour_swatches(NewGameForm& form, int seat, float ui_scale) {
    const float d = 22 * ui_scale;
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const int mine = form.seats[static_cast<std::size_t>(seat)].colour;
    for (int c = 0; c < kSeatColourCount; ++c) {
        ImGui::PushID(c);
        if (c > 0)
            ImGui::SameLine(0, 4 * ui_scale);
        const ImVec2 at = ImGui::GetCursorScreenPos();
        const float frame = ImGui::GetFrameHeight();
        if (ImGui::InvisibleButton("##colour", {d, frame}))
            set_seat_colour(form, seat, c);
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("%s", seat_colour_name(c));
        const bool taken =
            c != mine && std::any_of(form.seats.begin(), form.seats.end(),
                                     [&](const SeatSetup& s) { return s.colour == c; });
        const ImVec2 centre(at.x + d * 0.5f, at.y + frame * 0.5f);
        const float r = d * 0.5f - 2 * ui_scale;
        draw->AddCircleFilled(centre, r,
                              taken ? palette::with_alpha(seat_colour(c), 0.3f) : seat_colour(c));
        if (c == mine)
            draw->AddCircle(centre, r + 1.5f * ui_scale, palette::kInk, 0, 2.5f * ui_scale);
        else if (ImGui::IsItemHovered())
            draw->AddCircle(centre, r + 1.0f * ui_scale, palette::kInkSoft, 0, 1.5f * ui_scale);
        ImGui::PopID();
    }
}

void draw_seats(NewGameForm& form, const ScenarioChoice* choice, const shell::Fonts& fonts,
                float ui_scale) {
    const int fewest = choice ? std::max(choice->min_players, 1) : 1;
    const int most = choice ? std::min(choice->max_players, kMaxPlayers) : kMaxPlayers;
    section_heading(fonts, "Players");
    const float swatches_w = kSeatColourCount * (22 + 4) * ui_scale;
    // Who plays the seat: a person, or the computer at a level.
    static constexpr const char* kPlayers[] = {"Person", "Computer, Easy", "Computer, Medium",
                                               "Computer, Hard"};
    static constexpr bots::BotLevel kLevels[] = {bots::BotLevel::Easy, bots::BotLevel::Medium,
                                                 bots::BotLevel::Hard};
    float player_w = 0;
    for (const char* text : kPlayers)
        player_w = std::max(player_w, ImGui::CalcTextSize(text).x);
    player_w += ImGui::GetFrameHeight() + 2 * ImGui::GetStyle().FramePadding.x;
    // The buttons stand above the seats, so they stay put as seats come and go:
    // "+ Add a player" clicked twice adds two, rather than the second click
    // landing on the name of the seat the first one added.
    const int seats = static_cast<int>(form.seats.size());
    ImGui::BeginDisabled(seats >= most);
    if (ImGui::Button("+ Add a player"))
        add_seat(form);
    ImGui::SameLine();
    if (ImGui::Button("+ Add a computer player")) {
        add_seat(form);
        form.seats.back().computer = bots::BotLevel::Medium;
    }
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(seats <= fewest);
    if (ImGui::Button("\xE2\x80\x93 Remove the last"))
        form.seats.pop_back();
    ImGui::EndDisabled();
    if (choice) {
        char range[160];
        if (fewest == most)
            std::snprintf(range, sizeof range, "%s is for %s", choice->name.c_str(),
                          engine::count_words(fewest, "player", "players").c_str());
        else
            std::snprintf(range, sizeof range, "%s is for %d to %d players", choice->name.c_str(),
                          fewest, most);
        // Under the buttons, on a line of its own: never cut off, and the seed
        // below stands where it did for a mode of a longer or shorter name.
        ImGui::TextDisabled("%s", range);
    }
    for (int i = 0; i < static_cast<int>(form.seats.size()); ++i) {
        SeatSetup& seat = form.seats[static_cast<std::size_t>(i)];
        ImGui::PushID(i);
        ImGui::AlignTextToFramePadding();
        ImGui::Text("%d.", i + 1);
        ImGui::SameLine();
        ImGui::SetNextItemWidth(std::clamp(ImGui::GetContentRegionAvail().x - swatches_w -
                                               player_w - 2 * ImGui::GetStyle().ItemSpacing.x,
                                           80 * ui_scale, 320 * ui_scale));
        ImGui::InputTextWithHint("##name", "Name", &seat.name);
        ImGui::SameLine();
        int player = 0;
        for (int l = 0; l < 3; ++l) {
            if (seat.computer == kLevels[l])
                player = l + 1;
        }
        ImGui::SetNextItemWidth(player_w);
        if (ImGui::Combo("##player", &player, kPlayers, 4)) {
            seat.computer = player == 0
                                ? std::nullopt
                                : std::optional(kLevels[static_cast<std::size_t>(player - 1)]);
        }
        if (ImGui::IsItemHovered()) {
            ImGui::SetTooltip(
                "Easy plays sensible, beatable moves; Medium takes the most points "
                "it can see; Hard looks thousands of futures ahead.");
        }
        ImGui::SameLine();
        draw_colour_swatches(form, i, ui_scale);
        ImGui::PopID();
    }
}

void draw_seed(NewGameForm& form, const shell::Fonts& fonts) {
    SeedEdit& edit = seed_edit();
    if (!edit.started || edit.shown != form.seed) {
        edit.text = std::to_string(form.seed);
        edit.shown = form.seed;
        edit.valid = true;
        edit.started = true;
    }
    section_heading(fonts, "Seed");
    ImGui::SetNextItemWidth(ImGui::CalcTextSize("18446744073709551615").x +
                            2 * ImGui::GetStyle().FramePadding.x);
    if (ImGui::InputText("##seed", &edit.text, ImGuiInputTextFlags_CharsDecimal)) {
        if (const auto seed = parse_seed(edit.text)) {
            form.seed = *seed;
            edit.valid = true;
        } else {
            edit.valid = false;
        }
        edit.shown = form.seed;
    }
    ImGui::SameLine();
    if (ImGui::Button("New seed")) {
        form.seed = shell::fresh_seed();
        edit.text = std::to_string(form.seed);
        edit.shown = form.seed;
        edit.valid = true;
    }
    // Beside the buttons where it fits, else on a line of its own: never cut off.
    const char* hint = "The same seed deals the same game.";
    const float hint_w = ImGui::CalcTextSize(hint).x;
    ImGui::SameLine();
    if (ImGui::GetContentRegionAvail().x < hint_w)
        ImGui::NewLine();
    else
        ImGui::AlignTextToFramePadding();
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextWrapped("%s", hint);
    ImGui::PopStyleColor();
}

}  // namespace

NewGameIntents draw_new_game_screen(NewGameForm& form, const Catalog& catalog,
                                    const shell::Fonts& fonts, float ui_scale) {
    NewGameIntents out;
    const std::vector<ScenarioChoice> choices = scenario_choices(catalog);
    const auto found = std::find_if(choices.begin(), choices.end(),
                                    [&](const ScenarioChoice& c) { return c.id == form.scenario; });
    const ScenarioChoice* choice = found != choices.end() ? &*found : nullptr;

    next_window_inset(ui_scale);
    constexpr ImGuiWindowFlags kFlags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                        ImGuiWindowFlags_NoSavedSettings |
                                        ImGuiWindowFlags_NoBringToFrontOnFocus;
    ImGui::Begin("##new_game", nullptr, kFlags);

    ImGui::PushFont(fonts.title);
    ImGui::TextUnformatted("New game");
    ImGui::PopFont();
    ImGui::Spacing();

    const ImGuiStyle& style = ImGui::GetStyle();
    const float button_h = 44 * ui_scale;
    const float footer_h = button_h + style.ItemSpacing.y * 2;
    const float avail_w = ImGui::GetContentRegionAvail().x;
    const float list_w =
        std::clamp(avail_w * 0.42f, std::min(260 * ui_scale, avail_w * 0.5f), 520 * ui_scale);

    ImGui::BeginChild("##scenarios", {list_w, -footer_h}, true, kKeysWalkIn);
    draw_scenario_list(form, catalog, choices, fonts, ui_scale);
    ImGui::EndChild();
    ImGui::SameLine();

    ImGui::BeginChild("##setup", {0, -footer_h}, false, kKeysWalkIn);
    if (choice) {
        ImGui::PushFont(fonts.bold);
        ImGui::TextWrapped("%s", choice->name.c_str());
        ImGui::PopFont();
        if (!choice->tagline.empty()) {
            ImGui::PushStyleColor(ImGuiCol_Text, kSoftInk);
            ImGui::TextWrapped("\xE2\x80\x9C%s\xE2\x80\x9D", choice->tagline.c_str());
            ImGui::PopStyleColor();
        }
        ImGui::Separator();
    }
    draw_toggles(form, choice, fonts);
    ImGui::Spacing();
    draw_seats(form, choice, fonts, ui_scale);
    ImGui::Spacing();
    draw_seed(form, fonts);
    ImGui::Spacing();

    std::vector<std::string> problems = options_for(catalog, form).problems;
    if (!seed_edit().valid)
        problems.insert(problems.begin(), "The seed must be a whole number (digits only)");
    if (!problems.empty()) {
        ImGui::Separator();
        ImGui::PushStyleColor(ImGuiCol_Text, kProblemRed);
        for (const std::string& problem : problems)
            ImGui::TextWrapped("\xE2\x80\xA2 %s", problem.c_str());
        ImGui::PopStyleColor();
    }
    ImGui::EndChild();

    // Footer: Back on the left, Start on the right.
    ImGui::Spacing();
    ImGui::PushFont(fonts.bold);
    const float back_w = 140 * ui_scale;
    const float start_w = 220 * ui_scale;
    if (coloured_button("\xE2\x86\x90 Back", {back_w, button_h}, false))
        out.back = true;
    ImGui::SameLine(std::max(ImGui::GetWindowContentRegionMax().x - start_w, back_w));
    ImGui::BeginDisabled(!problems.empty());
    if (coloured_button("Start \xE2\x96\xB6", {start_w, button_h}, true))
        out.start = true;
    // The keys start on Start: Enter from the menu twice is a game of the usual kind.
    ImGui::SetItemDefaultFocus();
    ImGui::EndDisabled();
    ImGui::PopFont();

    // Keys only when no text box has them, so typing a name never leaves the screen.
    if (!ImGui::GetIO().WantTextInput) {
        if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false))
            out.back = true;
        if (problems.empty() &&
            (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false) ||
             ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_KeyPadEnter), false)))
            out.start = true;
    }

    ImGui::End();
    return out;
}

}  // namespace sugarworks::app
