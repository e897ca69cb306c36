#include "shell/app/new_game_form.hpp"

#include <imgui.h>

#include <algorithm>
#include <cctype>
#include <utility>

#include "engine/count_words.hpp"
#include "shell/setup/fresh_seed.hpp"
#include "shell/setup/seat_names.hpp"
#include "shell/ui/card.hpp"

namespace shell {
namespace {

const ImVec4 kProblemRed(0.80f, 0.16f, 0.20f, 1);

// The look's strongest ink (its tick's) as a button's colour: the one button of
// a screen that goes on.
class PrimaryLook {
  public:
    PrimaryLook() {
        const ImVec4 ink = ImGui::GetStyleColorVec4(ImGuiCol_CheckMark);
        const auto shade = [&](float by) {
            return ImVec4(std::clamp(ink.x + by, 0.0f, 1.0f), std::clamp(ink.y + by, 0.0f, 1.0f),
                          std::clamp(ink.z + by, 0.0f, 1.0f), 1);
        };
        ImGui::PushStyleColor(ImGuiCol_Button, shade(0));
        ImGui::PushStyleColor(ImGuiCol_ButtonHovered, shade(0.06f));
        ImGui::PushStyleColor(ImGuiCol_ButtonActive, shade(-0.14f));
        ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 1, 1, 1));
    }
    ~PrimaryLook() { ImGui::PopStyleColor(4); }
    PrimaryLook(const PrimaryLook&) = delete;
    PrimaryLook& operator=(const PrimaryLook&) = delete;
};

// "medium" as a choice reads "Medium".
std::string level_words(const std::string& level) {
    std::string words = level;
    if (!words.empty())
        words[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(words[0])));
    return words;
}

// The seed typed: decimal digits, blanks around them allowed.
std::optional<std::uint64_t> read_seed(const std::string& text) {
    const std::string_view digits = trimmed_name(text);
    if (digits.empty() || digits.size() > 20 ||
        !std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return std::nullopt;
    std::uint64_t value = 0;
    for (const char c : digits) {
        const auto d = static_cast<std::uint64_t>(c - '0');
        if (value > (UINT64_MAX - d) / 10)
            return std::nullopt;
        value = value * 10 + d;
    }
    return value;
}

void soft_text(TableUi& ui, const std::string& words) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ui.text(words);
    ImGui::PopStyleColor();
}

}  // namespace

NewGameForm::NewGameForm(const GameModule& game) : game_(game) {
    if (!game.modes.empty()) {
        const bool known =
            std::any_of(game.modes.begin(), game.modes.end(),
                        [&](const FormMode& m) { return m.id == game.default_mode; });
        mode_ = known ? game.default_mode : game.modes.front().id;
    }
    for (const FormOption& option : game.options)
        options_[option.id] = option.initial;
    set_players(std::clamp(game.players_at_first(), fewest(), most()));
    set_seed(0);
}

void NewGameForm::set_seed(std::uint64_t seed) {
    seed_ = seed;
    seed_text_ = std::to_string(seed);
    seed_valid_ = true;
}

const FormMode* NewGameForm::mode() const {
    for (const FormMode& m : game_.modes) {
        if (m.id == mode_)
            return &m;
    }
    return nullptr;
}

int NewGameForm::fewest() const {
    const FormMode* m = mode();
    return std::max(game_.min_players, m ? m->min_players : 1);
}

int NewGameForm::most() const {
    const FormMode* m = mode();
    return std::min(game_.max_players, m ? m->max_players : game_.max_players);
}

bool NewGameForm::offers(const FormOption& option) const {
    if (!option.offered_for(static_cast<int>(seats_.size())))
        return false;
    const FormMode* m = mode();
    return !m || std::find(m->options.begin(), m->options.end(), option.id) != m->options.end();
}

void NewGameForm::choose_mode(const std::string& id) {
    mode_ = id;
    // The seats trimmed or filled up to the mode's range.
    set_players(std::clamp(static_cast<int>(seats_.size()), fewest(), most()));
}

void NewGameForm::set_players(int players) {
    const auto n = static_cast<std::size_t>(std::max(players, 0));
    if (seats_.size() > n)
        seats_.resize(n);
    while (seats_.size() < n)
        add_seat("person");
}

void NewGameForm::add_seat(const std::string& player) {
    SeatForm seat{offered_seat_name(seat_names()), player, -1};
    // A colour no other seat wears.
    for (int c = 0; c < static_cast<int>(game_.seat_palette.size()) && seat.colour < 0; ++c) {
        if (std::none_of(seats_.begin(), seats_.end(),
                         [&](const SeatForm& s) { return s.colour == c; }))
            seat.colour = c;
    }
    seats_.push_back(std::move(seat));
}

void NewGameForm::set_colour(std::size_t seat, int colour) {
    const int old = seats_[seat].colour;
    for (SeatForm& other : seats_) {
        if (other.colour == colour)
            other.colour = old;
    }
    seats_[seat].colour = colour;
}

std::vector<std::string> NewGameForm::seat_names() const {
    std::vector<std::string> names;
    for (const SeatForm& seat : seats_)
        names.push_back(seat.name);
    return names;
}

NewGameSetup NewGameForm::setup() const {
    NewGameSetup setup;
    setup.seed = seed_;
    const std::vector<std::string> names = seat_names();
    for (std::size_t i = 0; i < seats_.size(); ++i)
        setup.seats.push_back(
            {std::string(trimmed_name(names[i])), seats_[i].player, seats_[i].colour});
    if (!mode_.empty())
        setup.options[kModeOption] = mode_;
    for (const FormOption& option : game_.options) {
        if (offers(option))
            setup.options[option.id] = options_.at(option.id);
    }
    return setup;
}

std::vector<std::string> NewGameForm::problems() const {
    std::vector<std::string> out;
    if (!seed_valid_)
        out.emplace_back("The seed must be a whole number (digits only).");
    const std::vector<std::string> names = seat_names();
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (const std::optional<std::string> problem = seat_name_problem(names, i))
            out.push_back(*problem + ".");
    }
    if (out.empty() && game_.setup_problems) {
        for (const std::string& problem : game_.setup_problems(setup()))
            out.push_back(problem);
    }
    return out;
}

NewGameForm::Pressed NewGameForm::draw(TableUi& ui, bool leaves_a_game) {
    Pressed out;
    const float s = ui.ui_scale();
    const Fonts& fonts = ui.fonts();
    next_window_inset(s);
    begin_card("##new_game");
    card_title(fonts, ui.marks(), "New game");
    const ImGuiStyle& style = ImGui::GetStyle();
    const float button_h = 44 * s;
    const float footer_h = button_h + style.ItemSpacing.y * 2;
    if (!game_.modes.empty()) {
        // The ways to play on the left, the chosen one's set-up on the right.
        const float avail_w = ImGui::GetContentRegionAvail().x;
        const float list_w =
            std::clamp(avail_w * 0.42f, std::min(260 * s, avail_w * 0.5f), 520 * s);
        ImGui::BeginChild("##modes", {list_w, -footer_h}, true, kKeysWalkIn);
        draw_modes(ui);
        ImGui::EndChild();
        ImGui::SameLine();
    }
    ImGui::BeginChild("##setup", {0, -footer_h}, false, kKeysWalkIn);
    if (leaves_a_game)
        ui.text(
            "The game in play is kept as a save when the new one starts: Load opens it "
            "again.");
    draw_mode_heading(ui);
    draw_options(ui);
    ImGui::Spacing();
    draw_seats(ui);
    ImGui::Spacing();
    draw_seed(ui);
    const std::vector<std::string> problems = this->problems();
    if (!problems.empty()) {
        ImGui::Spacing();
        ImGui::Separator();
        ImGui::PushStyleColor(ImGuiCol_Text, kProblemRed);
        for (const std::string& problem : problems)
            ui.text("\xE2\x80\xA2 " + problem);
        ImGui::PopStyleColor();
    }
    ImGui::EndChild();

    // Back on the left, Start on the right.
    ImGui::Spacing();
    ImGui::PushFont(fonts.bold);
    // Narrower in a small window at a large scale, so that both are whole.
    const float footer_w = ImGui::GetContentRegionAvail().x;
    const float back_w = std::min(140 * s, footer_w * 0.38f);
    const float start_w = std::min(220 * s, footer_w * 0.58f);
    out.back = ui_button(ui.marks(), "back", "\xE2\x86\x90 Back", {back_w, button_h});
    ImGui::SameLine(std::max(ImGui::GetWindowContentRegionMax().x - start_w, back_w));
    {
        const PrimaryLook primary;
        const bool start = ui_button_if(ui.marks(), problems.empty(), "new:start",
                                        "Start \xE2\x96\xB6", {start_w, button_h});
        if (start && problems.empty())
            out.start = setup();
    }
    ImGui::PopFont();
    ImGui::End();
    return out;
}

void NewGameForm::draw_modes(TableUi& ui) {
    const float s = ui.ui_scale();
    const Fonts& fonts = ui.fonts();
    std::string group;
    for (const FormMode& m : game_.modes) {
        if (m.group != group || &m == &game_.modes.front()) {
            if (&m != &game_.modes.front())
                ImGui::Spacing();
            group = m.group;
            if (!group.empty())
                soft_text(ui, group);
        }
        ImGui::PushID(m.id.c_str());
        const ImVec2 top = ImGui::GetCursorPos();
        const float pad = 6 * s;
        const float text_w = std::max(ImGui::GetContentRegionAvail().x - 2 * pad, 40 * s);
        // The entry measured first, so that the whole card is one click target.
        ImGui::PushFont(fonts.bold);
        const float name_h = ImGui::GetTextLineHeight();
        ImGui::PopFont();
        const float about_h = ImGui::CalcTextSize(m.about.c_str(), nullptr, false, text_w).y;
        const float height = pad + name_h + ImGui::GetStyle().ItemSpacing.y + about_h + pad;
        const std::string id = "new:mode:" + m.id;
        if (ImGui::Selectable("##pick", m.id == mode_, ImGuiSelectableFlags_AllowItemOverlap,
                              {0, height}))
            choose_mode(m.id);
        ui.marks().mark_item(id);
        // The list is one stop of Tab, at the way chosen; the arrows reach the others.
        if (m.id != mode_)
            ui.marks().leave_off_tab(id);
        if (!m.tagline.empty() && ImGui::IsItemHovered())
            ImGui::SetTooltip("%s", m.tagline.c_str());
        ImGui::SetCursorPos({top.x + pad, top.y + pad});
        ImGui::PushFont(fonts.bold);
        ui_text(ui.marks(), m.name);
        ImGui::PopFont();
        ImGui::SameLine();
        const std::string range = m.min_players == m.max_players
                                      ? engine::count_words(m.min_players, "player", "players")
                                      : std::to_string(m.min_players) + "\xE2\x80\x93" +
                                            std::to_string(m.max_players) + " players";
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        ui_text(ui.marks(), range);
        ImGui::PopStyleColor();
        ImGui::SetCursorPosX(top.x + pad);
        ImGui::PushTextWrapPos(top.x + pad + text_w);
        ui_text_wrapped(ui.marks(), m.about);
        ImGui::PopTextWrapPos();
        ImGui::SetCursorPos({top.x, top.y + height + ImGui::GetStyle().ItemSpacing.y});
        ImGui::PopID();
    }
}

void NewGameForm::draw_mode_heading(TableUi& ui) {
    const FormMode* m = mode();
    if (!m) {
        ui.heading("A game of " + game_.name);
        return;
    }
    ImGui::PushFont(ui.fonts().bold);
    ui.text(m->name);
    ImGui::PopFont();
    if (!m->tagline.empty())
        soft_text(ui, "\xE2\x80\x9C" + m->tagline + "\xE2\x80\x9D");
    ImGui::Separator();
}

// The options this way to play offers for this many players: a box for a rule
// played or not, a row of choices for a value, each with what it changes.
void NewGameForm::draw_options(TableUi& ui) {
    const bool any = std::any_of(game_.options.begin(), game_.options.end(),
                                 [&](const FormOption& o) { return offers(o); });
    if (!any) {
        if (mode()) {
            section_heading(ui.fonts(), "Rules");
            soft_text(ui, "This way to play has no optional rules.");
        }
        return;
    }
    section_heading(ui.fonts(), "Rules");
    for (const FormOption& option : game_.options) {
        if (!offers(option))
            continue;
        std::string& value = options_[option.id];
        const std::string id = "new:option:" + option.id;
        if (option.values.empty()) {
            if (ui.checkbox(option.words, id, value == FormOption::kOn))
                value = value == FormOption::kOn ? FormOption::kOff : FormOption::kOn;
            if (!option.about.empty() && ImGui::IsItemHovered())
                ImGui::SetTooltip("%s", option.about.c_str());
            continue;
        }
        ImGui::AlignTextToFramePadding();
        ui.text(option.words + ":");
        for (const std::string& v : option.values) {
            ImGui::SameLine();
            if (ui.choice(v, id + ":" + v, value == v))
                value = v;
        }
        if (!option.about.empty()) {
            ImGui::Indent(ImGui::GetFrameHeight());
            soft_text(ui, option.about);
            ImGui::Unindent(ImGui::GetFrameHeight());
        }
    }
}

void NewGameForm::draw_seats(TableUi& ui) {
    const float s = ui.ui_scale();
    section_heading(ui.fonts(), "Players");
    // How many play: one choice each, which stays put as seats come and go.
    ImGui::AlignTextToFramePadding();
    ui.text("How many:");
    for (int n = fewest(); n <= most(); ++n) {
        ImGui::SameLine();
        if (ui.choice(std::to_string(n), "new:players:" + std::to_string(n),
                      static_cast<int>(seats_.size()) == n))
            set_players(n);
    }
    const FormMode* m = mode();
    if (m) {
        // On a line of its own: never cut off.
        soft_text(ui, m->name + " is for " +
                          (fewest() == most() ? engine::count_words(fewest(), "player", "players")
                                              : std::to_string(fewest()) + " to " +
                                                    std::to_string(most()) + " players"));
    }
    for (std::size_t i = 0; i < seats_.size(); ++i) {
        SeatForm& seat = seats_[i];
        const std::string seat_id = "new:seat:" + std::to_string(i) + ":";
        ImGui::PushID(static_cast<int>(i));
        ImGui::AlignTextToFramePadding();
        ui.text(std::to_string(i + 1) + ".");
        ImGui::SameLine();
        const float indent = ImGui::GetCursorPosX();
        ui.text_field("Name", seat_id + "name", seat.name,
                      std::min(200 * s, ImGui::GetContentRegionAvail().x));
        // Its colour beside its name.
        if (!game_.seat_palette.empty())
            draw_swatches(ui, i);
        // Who plays it, on a line of its own under the name: a person, or the
        // computer at one of its levels, in one row the arrows walk.
        ImGui::SetCursorPosX(indent);
        if (ui.choice("Person", seat_id + "person", seat.player == "person"))
            seat.player = "person";
        const std::vector<std::string>& levels =
            game_.form_levels.empty() ? game_.computer_levels : game_.form_levels;
        if (!levels.empty()) {
            ui.same_line_if_fits(ImGui::CalcTextSize("Computer:").x);
            ImGui::AlignTextToFramePadding();
            soft_text(ui, "Computer:");
        }
        for (const std::string& level : levels) {
            const std::string label = level_words(level);
            ui.same_line_if_fits(ImGui::CalcTextSize(label.c_str()).x +
                                 ImGui::GetFrameHeight() * 2);
            if (ui.choice(label, seat_id + level, seat.player == level))
                seat.player = level;
            if (!game_.computer_levels_about.empty() && ImGui::IsItemHovered())
                ImGui::SetTooltip("%s", game_.computer_levels_about.c_str());
        }
        ImGui::PopID();
    }
}

// A round swatch for each colour; the seat's own is ringed, those other seats
// wear are faded (picking one swaps the two seats' colours).
void NewGameForm::draw_swatches(TableUi& ui, std::size_t seat) {
    const float s = ui.ui_scale();
    const float d = 22 * s;
    const float frame = ImGui::GetFrameHeight();
    const auto count = static_cast<int>(game_.seat_palette.size());
    ImDrawList* draw = ImGui::GetWindowDrawList();
    ui.same_line_if_fits(count * (d + 4 * s));
    const int mine = seats_[seat].colour;
    const ImU32 ink = ImGui::GetColorU32(ImGuiCol_Text);
    for (int c = 0; c < count; ++c) {
        const SeatColour& colour = game_.seat_palette[static_cast<std::size_t>(c)];
        ImGui::PushID(c);
        if (c > 0)
            ImGui::SameLine(0, 4 * s);
        const ImVec2 at = ImGui::GetCursorScreenPos();
        const std::string id = "new:seat:" + std::to_string(seat) + ":colour:" + std::to_string(c);
        if (ImGui::InvisibleButton("##colour", {d, frame}))
            set_colour(seat, c);
        ui.marks().mark_item(id);
        // The row is one stop of Tab, at the seat's own colour; the arrows reach the others.
        if (c != mine)
            ui.marks().leave_off_tab(id);
        if (ImGui::IsItemHovered()) {
            std::string words = colour.name;
            for (std::size_t other = 0; other < seats_.size(); ++other) {
                if (other != seat && seats_[other].colour == c)
                    words += ", worn by " + std::string(trimmed_name(seats_[other].name)) +
                             ": choosing it swaps your two colours";
            }
            ImGui::SetTooltip("%s", words.c_str());
        }
        const bool taken =
            c != mine && std::any_of(seats_.begin(), seats_.end(),
                                     [&](const SeatForm& f) { return f.colour == c; });
        const ImVec2 centre(at.x + d * 0.5f, at.y + frame * 0.5f);
        const float r = d * 0.5f - 2 * s;
        ImVec4 fill = ImGui::ColorConvertU32ToFloat4(colour.colour);
        if (taken)
            fill.w *= 0.3f;
        draw->AddCircleFilled(centre, r, ImGui::GetColorU32(fill));
        if (c == mine)
            draw->AddCircle(centre, r + 1.5f * s, ink, 0, 2.5f * s);
        else if (ImGui::IsItemHovered())
            draw->AddCircle(centre, r + 1.0f * s, ink, 0, 1.5f * s);
        ImGui::PopID();
    }
}

void NewGameForm::draw_seed(TableUi& ui) {
    section_heading(ui.fonts(), "Seed");
    const float width = std::min(
        ImGui::CalcTextSize("18446744073709551615").x + 2 * ImGui::GetStyle().FramePadding.x,
        ImGui::GetContentRegionAvail().x);
    if (ui.text_field("Seed", "new:seed", seed_text_, width)) {
        const std::optional<std::uint64_t> seed = read_seed(seed_text_);
        seed_valid_ = seed.has_value();
        if (seed)
            seed_ = *seed;
    }
    ui.same_line_if_fits(ImGui::CalcTextSize("New seed").x + 2 * ImGui::GetStyle().FramePadding.x);
    if (ui.button("New seed", "new:new_seed"))
        set_seed(fresh_seed());
    // Beside the buttons where it fits, else on a line of its own: never cut off.
    const char* hint = "The same seed deals the same game.";
    ui.same_line_if_fits(ImGui::CalcTextSize(hint).x);
    ImGui::AlignTextToFramePadding();
    soft_text(ui, hint);
}

}  // namespace shell
