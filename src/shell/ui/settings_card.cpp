#include "shell/ui/settings_card.hpp"

#include <imgui.h>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <vector>

#include "shell/ui/card.hpp"

namespace shell {
namespace {

// Shown when the pointer rests on the item just drawn, even when it is disabled
// (the greyed-out scale slider still needs to say why it is grey).
void tip(const char* text) {
    if (!ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
        return;
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 28);
    ImGui::TextUnformatted(text);
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
}

void tip(const std::string& text) {
    tip(text.c_str());
}

// A group of settings: its heading and a rule under it.
void settings_group(const Fonts& fonts, const char* title) {
    section_heading(fonts, title);
    ImGui::Separator();
}

// A row's label, with the control placed after it at `control_x` so the
// controls of every section line up. The label names what the control sets.
void label(Marks& marks, const char* text, float control_x) {
    ImGui::AlignTextToFramePadding();
    ui_text(marks, text);
    ImGui::SameLine(control_x);
}

// A row's box: ticked is on. It has no words of its own, since the row's label
// says what it turns on (a box labelled "On" would read "On" while unticked).
bool setting_box(Marks& marks, const std::string& setting, bool* on) {
    const bool changed = ImGui::Checkbox(("##" + setting).c_str(), on);
    marks.mark_item("settings:" + setting);
    return changed;
}

// The last item drawn, a slider, under its setting's name.
void mark_slider(Marks& marks, const std::string& setting) {
    marks.mark_item("settings:" + setting);
}

constexpr const char* kScaleLabel = "Interface size";
constexpr const char* kSpeedLabel = "Animation speed";
constexpr const char* kFullscreenLabel = "Full screen";
constexpr const char* kColourblindLabel = "Colour-blind patterns";
constexpr const char* kConfirmLabel = "Confirm final actions";
constexpr const char* kPaceLabel = "Computer players' pace";
constexpr const char* kHintsLabel = "Coach's hints";
constexpr const char* kTipsLabel = "Tips";
constexpr const char* kVolumeLabel = "Sound effects";

}  // namespace

SettingsIntents draw_settings_card(Settings& edit, const SettingsWords& words, const Fonts& fonts,
                                   float ui_scale, const std::string& note, Marks& marks,
                                   const std::string& no_sound) {
    SettingsIntents out;
    const Settings before = edit;
    const ImVec4 note_ink =
        words.note_ink.w > 0 ? words.note_ink : ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled);

    next_window_inset(ui_scale);
    // A card, not a panel: it comes over a program's full-window frame.
    ImGui::Begin("##settings", nullptr, kCardFlags);
    ImGui::PushFont(fonts.body);

    // Escape while typing a value into a slider (Ctrl+click) cancels the typing
    // instead of leaving the screen.
    if (!ImGui::IsAnyItemActive() &&
        ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) {
        out.back = true;
    }

    ImGui::PushFont(fonts.bold);
    if (ui_button(marks, "settings:back", "\xE2\x86\x90 Back"))
        out.back = true;
    tip("Leave the settings (Escape). Changes are kept.");
    ImGui::SameLine(0, 16 * ui_scale);
    ImGui::AlignTextToFramePadding();
    ui_text(marks, "Settings");
    ImGui::PopFont();
    // The note ("Saved in ...", or why the settings could not be saved) beside the
    // title, in a place two lines tall that is there even when empty: when it
    // comes after a change, or is long and wraps (then it scrolls there), nothing
    // moves under the pointer.
    ImGui::SameLine(0, 24 * ui_scale);
    ImGui::BeginChild("##settings_note", {0, 2 * ImGui::GetTextLineHeightWithSpacing()}, false,
                      ImGuiWindowFlags_NoBackground | kKeysWalkIn);
    ImGui::PushStyleColor(ImGuiCol_Text, note_ink);
    if (!note.empty())
        ui_text_wrapped(marks, note);
    ImGui::PopStyleColor();
    ImGui::EndChild();

    // A column of readable width in the middle of wide windows.
    const float avail = ImGui::GetContentRegionAvail().x;
    const float column = std::min(avail, 640 * ui_scale);
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (avail - column) * 0.5f);
    ImGui::BeginChild("##settings_column", {column, 0}, false, kKeysWalkIn);

    // The labels of the rows offered: the controls line up after the longest.
    std::vector<const char*> labels{kScaleLabel, kFullscreenLabel};
    for (const auto& [offered, text] : {std::pair{&words.speed, kSpeedLabel},
                                        {&words.colourblind, kColourblindLabel},
                                        {&words.confirm_final, kConfirmLabel},
                                        {&words.sound, kVolumeLabel},
                                        {&words.computer_pace, kPaceLabel},
                                        {&words.hints, kHintsLabel},
                                        {&words.tips, kTipsLabel}}) {
        if (!offered->empty())
            labels.push_back(text);
    }
    float label_w = 0;
    for (const char* text : labels)
        label_w = std::max(label_w, ImGui::CalcTextSize(text).x);
    const float control_x = label_w + 2 * ImGui::GetStyle().ItemSpacing.x;

    // A slider's value stands beside it, not on it where the knob would hide it;
    // room is kept for the widest value, so the slider never changes length.
    const float value_w = ImGui::CalcTextSize("250%").x + ImGui::GetStyle().ItemSpacing.x;
    const auto slider_width = [&] {
        return std::max(40.0f, ImGui::GetContentRegionAvail().x - value_w);
    };
    const auto value_beside = [&](const char* text) {
        ImGui::SameLine();
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted(text);
    };

    settings_group(fonts, "Display");
    label(marks, kScaleLabel, control_x);
    bool automatic = edit.ui_scale == 0;
    // Its words say what ticking it means, whichever way it stands.
    const bool automatic_changed = ImGui::Checkbox("Automatic", &automatic);
    marks.mark_item("settings:ui_scale_automatic");
    marks.said("Automatic");
    if (automatic_changed) {
        // Turning it off starts from the size in use, so nothing jumps.
        edit.ui_scale = automatic ? 0.0f
                                  : std::clamp(std::round(ui_scale * 100) / 100, kScreenMinUiScale,
                                               kScreenMaxUiScale);
    }
    tip("Size text and controls to suit the display's pixel density.");
    ImGui::SameLine();
    ImGui::BeginDisabled(automatic);
    // In whole percent, so the file holds 1.25 rather than 1.2487. While the slider
    // is held its value waits beside it, and the new size comes when it is let go:
    // the whole screen scaling under the pointer would move the slider being dragged.
    ImGuiStorage& held = *ImGui::GetStateStorage();
    const ImGuiID held_id = ImGui::GetID("##ui_scale_held");
    float percent = std::round((automatic ? ui_scale : edit.ui_scale) * 100);
    if (const float waiting = held.GetFloat(held_id, 0); waiting > 0 && !automatic)
        percent = waiting;
    char value[32];
    std::snprintf(value, sizeof value, "%.0f%%", std::round(percent));
    ImGui::SetNextItemWidth(slider_width());
    ImGui::SliderFloat("##ui_scale", &percent, kScreenMinUiScale * 100, kScreenMaxUiScale * 100, "",
                       ImGuiSliderFlags_AlwaysClamp);
    if (ImGui::IsItemDeactivatedAfterEdit() && !automatic)
        edit.ui_scale = std::round(percent) / 100;
    held.SetFloat(held_id, ImGui::IsItemActive() ? percent : 0);
    mark_slider(marks, "ui_scale");
    value_beside(value);
    ImGui::EndDisabled();
    tip(automatic ? "The size chosen for this display. Untick \"Automatic\" to choose your own."
                  : "How big text and controls are. Ctrl+click to type a value.");

    label(marks, kFullscreenLabel, control_x);
    setting_box(marks, "fullscreen", &edit.fullscreen);
    tip("Fill the whole screen instead of a window.");

    if (!(words.speed.empty() && words.confirm_final.empty() && words.computer_pace.empty() &&
          words.hints.empty() && words.tips.empty())) {
        settings_group(fonts, "Play");
    }
    if (!words.speed.empty()) {
        label(marks, kSpeedLabel, control_x);
        float speed = static_cast<float>(edit.speed);
        std::snprintf(value, sizeof value, "%.2gx", edit.speed);
        ImGui::SetNextItemWidth(slider_width());
        if (ImGui::SliderFloat("##speed", &speed, static_cast<float>(kMinDefaultSpeed),
                               static_cast<float>(kMaxDefaultSpeed), "",
                               ImGuiSliderFlags_Logarithmic | ImGuiSliderFlags_AlwaysClamp)) {
            // Hundredths are as fine as anyone can tell apart, and read well in the file.
            edit.speed = std::clamp(std::round(static_cast<double>(speed) * 100) / 100,
                                    kMinDefaultSpeed, kMaxDefaultSpeed);
        }
        mark_slider(marks, "speed");
        value_beside(value);
        tip(words.speed);
    }

    if (!words.confirm_final.empty()) {
        label(marks, kConfirmLabel, control_x);
        setting_box(marks, "confirm_final_actions", &edit.confirm_final_actions);
        tip(words.confirm_final);
    }

    if (!words.computer_pace.empty()) {
        label(marks, kPaceLabel, control_x);
        float pace = static_cast<float>(edit.computer_pace);
        std::snprintf(value, sizeof value, "%.1fs", edit.computer_pace);
        ImGui::SetNextItemWidth(slider_width());
        if (ImGui::SliderFloat("##computer_pace", &pace, 0, static_cast<float>(kMaxComputerPace),
                               "", ImGuiSliderFlags_AlwaysClamp)) {
            edit.computer_pace =
                std::clamp(std::round(static_cast<double>(pace) * 10) / 10, 0.0, kMaxComputerPace);
        }
        mark_slider(marks, "computer_pace");
        value_beside(value);
        tip(words.computer_pace);
    }

    if (!words.hints.empty()) {
        label(marks, kHintsLabel, control_x);
        setting_box(marks, "hints", &edit.hints);
        tip(words.hints);
    }

    if (!words.tips.empty()) {
        label(marks, kTipsLabel, control_x);
        setting_box(marks, "tips", &edit.tips);
        tip(words.tips);
        ImGui::SameLine();
        if (ui_button_if(marks, edit.tips, "settings:show_tips_again", "Show tips again"))
            out.show_tips_again = true;
        tip("Every tip shows again, the next time its moment comes.");
    }

    if (!words.sound.empty()) {
        settings_group(fonts, "Sound");
        // Without a device the settings are kept for when there is one; the player
        // is told why nothing is heard.
        if (!no_sound.empty()) {
            ImGui::PushStyleColor(ImGuiCol_Text, note_ink);
            ui_text_wrapped(marks, no_sound);
            ImGui::PopStyleColor();
        }
        label(marks, kVolumeLabel, control_x);
        bool sound_on = !edit.muted;
        if (setting_box(marks, "sound", &sound_on)) {
            edit.muted = !sound_on;
            out.sample_sound = sound_on;
        }
        tip(words.sound);
        ImGui::SameLine();
        ImGui::BeginDisabled(edit.muted);
        std::snprintf(value, sizeof value, "%d%%", edit.volume);
        ImGui::SetNextItemWidth(slider_width());
        ImGui::SliderInt("##volume", &edit.volume, 0, kMaxVolume, "", ImGuiSliderFlags_AlwaysClamp);
        mark_slider(marks, "volume");
        // A sound at the new level when the slider is let go, to hear what it is.
        if (ImGui::IsItemDeactivatedAfterEdit())
            out.sample_sound = true;
        value_beside(value);
        ImGui::EndDisabled();
        tip("How loud the sounds are.");
    }

    if (!words.colourblind.empty()) {
        settings_group(fonts, "Accessibility");
        label(marks, kColourblindLabel, control_x);
        setting_box(marks, "colourblind", &edit.colourblind);
        tip(words.colourblind);
    }

    ImGui::EndChild();
    ImGui::PopFont();
    ImGui::End();

    out.changed = !(edit == before);
    return out;
}

}  // namespace shell
