#include "ui/rules_screen.hpp"
#include "ui/theme.hpp"

#include <imgui.h>

#include <algorithm>
#include <initializer_list>
#include <string>
#include <vector>

#include "render/painter.hpp"
#include "ui/rules_tables.hpp"

namespace sugarworks::app {
namespace {

struct Ctx {
    const shell::Fonts& fonts;
    shell::TextureCache& art;
    float scale;
};

void heading(const Ctx& c, const std::string& text) {
    ImGui::PushFont(c.fonts.bold);
    ImGui::TextWrapped("%s", text.c_str());
    ImGui::PopFont();
}

void bold(const Ctx& c, const std::string& text) {
    ImGui::PushFont(c.fonts.bold);
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopFont();
}

void paragraph(const std::string& text) {
    ImGui::TextWrapped("%s", text.c_str());
}

void note(const std::string& text) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextWrapped("%s", text.c_str());
    ImGui::PopStyleColor();
}

float line_height(ImFont* font) {
    ImGui::PushFont(font);
    const float h = ImGui::GetTextLineHeight();
    ImGui::PopFont();
    return h;
}

// Moves the cursor down so that content `content_h` tall sits centred in a
// box `box_h` tall that starts at the cursor.
void centre_in(float box_h, float content_h) {
    if (box_h > content_h)
        ImGui::SetCursorPosY(ImGui::GetCursorPosY() + (box_h - content_h) * 0.5f);
}

// A table cell's text, centred in a row `row_h` tall (wrapped to the column when asked).
void cell_text(const std::string& text, float row_h, bool wrapped = false) {
    const float wrap = wrapped ? ImGui::GetContentRegionAvail().x : -1.0f;
    centre_in(row_h, ImGui::CalcTextSize(text.c_str(), nullptr, false, wrap).y);
    if (wrapped)
        paragraph(text);
    else
        ImGui::TextUnformatted(text.c_str());
}

// A candy picture `size` points wide and `text` beside it, both centred in a
// box `box_h` tall; the text alone when the art is missing.
void candy_and_name(const Ctx& c, const std::string& rel, const std::string& text, float size,
                    float box_h) {
    const float y = ImGui::GetCursorPosY();
    if (const shell::Texture* t = c.art.get(rel, size)) {
        const float h = size * t->aspect();
        centre_in(box_h, h);
        ImGui::Image(t->im(), {size, h});
        ImGui::SameLine();
        ImGui::SetCursorPosY(y);
    }
    cell_text(text, box_h);
}

// The activation order as a strip of numbered candies that wraps to the width.
void activation_strip(const Ctx& c, const std::vector<ActivationStep>& steps) {
    const float icon = 30 * c.scale;
    const ImGuiStyle& style = ImGui::GetStyle();
    const float gap = style.ItemSpacing.x * 3;
    const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
    bool first = true;
    for (const ActivationStep& s : steps) {
        const std::string label = std::to_string(s.position) + ". " + s.name;
        const float width = icon + style.ItemSpacing.x + ImGui::CalcTextSize(label.c_str()).x;
        if (!first && ImGui::GetItemRectMax().x + gap + width <= right)
            ImGui::SameLine(0, gap);
        first = false;
        ImGui::BeginGroup();
        candy_and_name(c, s.art, label, icon, icon);
        ImGui::EndGroup();
    }
}

// Tile art as the floor draws it: the kind's own drawing or the belt of its
// centre icon, with the corner icon on top. Nothing when no art could be had.
void tile_picture(const Ctx& c, const FaceRow& row, float size) {
    std::string rel = row.center_art;
    if (!row.own_art.empty() && c.art.exists(row.own_art))
        rel = row.own_art;
    if (!c.art.get(rel, size))
        return;
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::Dummy({size, size});
    const Painter p{ImGui::GetWindowDrawList(), &c.art, nullptr};
    const Rect box{at, {at.x + size, at.y + size}};
    p.image(rel, box);
    if (!row.corner_art.empty())
        p.image(row.corner_art, box);
}

constexpr ImGuiTableFlags kTableFlags =
    ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_PadOuterX;

// A table with roomier rows. The headings are bold text on the table's own
// background (the theme styles text, not header bars).
bool begin_table(const Ctx& c, const char* id, std::initializer_list<const char*> headings,
                 int stretch_column) {
    ImGui::PushStyleVar(ImGuiStyleVar_CellPadding,
                        {ImGui::GetStyle().CellPadding.x + 4 * c.scale, 5 * c.scale});
    if (!ImGui::BeginTable(id, static_cast<int>(headings.size()), kTableFlags)) {
        ImGui::PopStyleVar();
        return false;
    }
    int i = 0;
    for (const char* h : headings) {
        ImGui::TableSetupColumn(h, i++ == stretch_column ? ImGuiTableColumnFlags_WidthStretch
                                                         : ImGuiTableColumnFlags_WidthFixed);
    }
    ImGui::TableNextRow();
    ImGui::PushFont(c.fonts.bold);
    for (const char* h : headings) {
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(h);
    }
    ImGui::PopFont();
    return true;
}

// Whether the page is wide enough for the charts' separate columns; narrower
// pages fold each row's words into one column so that they stay readable.
bool wide_tables(const Ctx& c) {
    return ImGui::GetContentRegionAvail().x >= 760 * c.scale;
}

void end_table() {
    ImGui::EndTable();
    ImGui::PopStyleVar();
}

// [SECTION] The tabs

void round_tab(const Ctx& c, const Catalog& catalog) {
    for (const RoundStep& step : round_steps(catalog)) {
        if (step.depth == 0) {
            ImGui::Spacing();
            heading(c, step.title);
            paragraph(step.text);
            continue;
        }
        ImGui::Indent(18 * c.scale);
        bullet(c.scale);
        ImGui::BeginGroup();
        bold(c, step.title);
        paragraph(step.text);
        ImGui::EndGroup();
        ImGui::Unindent(18 * c.scale);
    }
    ImGui::Spacing();
    heading(c, "Activation order");
    activation_strip(c, activation_steps(catalog));
}

void bonk_tab(const Ctx& c, const Catalog& catalog) {
    paragraph(
        "When a moving candy (the striker) enters a space holding another candy, the type of the "
        "candy that is struck decides what happens:");
    ImGui::Spacing();
    const float icon = 36 * c.scale;
    const auto rows = bonk_chart_rows(catalog);
    if (wide_tables(c)) {
        if (begin_table(c, "##bonk", {"Candy struck", "Who moves", "Where", "What happens"}, 3)) {
            for (const BonkChartRow& row : rows) {
                ImGui::TableNextRow(0, icon);
                ImGui::TableNextColumn();
                candy_and_name(c, row.art, row.struck_name, icon, icon);
                ImGui::TableNextColumn();
                cell_text(row.who_moves, icon);
                ImGui::TableNextColumn();
                cell_text(row.where, icon);
                ImGui::TableNextColumn();
                cell_text(row.text, icon, true);
            }
            end_table();
        }
    } else if (begin_table(c, "##bonk_narrow", {"Candy struck", "What happens"}, 1)) {
        for (const BonkChartRow& row : rows) {
            ImGui::TableNextRow(0, icon);
            ImGui::TableNextColumn();
            candy_and_name(c, row.art, row.struck_name, icon, icon);
            ImGui::TableNextColumn();
            bold(c, row.who_moves + " " + row.where);
            paragraph(row.text);
        }
        end_table();
    }
    ImGui::Spacing();
    note(
        "Directions are fixed on the board, whatever way the striker was going, and a Bonk! "
        "ignores the conveyor under the candy. The candy that moves on may be delivered, Lost, "
        "eaten or bonk another candy in turn: the whole chain resolves before the striker takes "
        "its remaining step.");
    ImGui::Spacing();
    heading(c, "Activation order");
    paragraph("Candy types activate one type at a time, in this order:");
    activation_strip(c, activation_steps(catalog));
    note("The advanced rule shuffles the order once for the whole game.");
}

void icons_tab(const Ctx& c, const Catalog& catalog) {
    paragraph(
        "A tile's centre icon moves a candy standing on it, one step per activation. Its corner "
        "icon acts the moment a candy enters the space, before any Bonk! there.");
    ImGui::Spacing();
    const float size = 56 * c.scale;
    const float name_h =
        line_height(c.fonts.bold) + ImGui::GetStyle().ItemSpacing.y + ImGui::GetTextLineHeight();
    const auto rows = face_rows(catalog);
    const auto count_line = [](const FaceRow& row) {
        if (row.count > 0)
            ImGui::TextDisabled("%d in the box", row.count);
        else
            ImGui::TextDisabled("printed on the board");
    };
    if (wide_tables(c)) {
        if (begin_table(c, "##icons", {"Tile", "Name", "Moves", "What it does"}, 3)) {
            for (const FaceRow& row : rows) {
                ImGui::TableNextRow(0, size);
                ImGui::TableNextColumn();
                tile_picture(c, row, size);
                ImGui::TableNextColumn();
                centre_in(size, name_h);
                bold(c, row.name);
                count_line(row);
                ImGui::TableNextColumn();
                ImGui::PushFont(c.fonts.bold);
                cell_text(row.arrow, size);
                ImGui::PopFont();
                ImGui::TableNextColumn();
                cell_text(row.text, size, true);
            }
            end_table();
        }
    } else if (begin_table(c, "##icons_narrow", {"Tile", "What it does"}, 1)) {
        for (const FaceRow& row : rows) {
            ImGui::TableNextRow(0, size);
            ImGui::TableNextColumn();
            tile_picture(c, row, size);
            ImGui::TableNextColumn();
            bold(c, row.name + "  " + row.arrow);
            count_line(row);
            paragraph(row.text);
        }
        end_table();
    }
}

void faq_tab(const Ctx& c, const Catalog& catalog) {
    for (const FaqEntry& entry : faq_entries(catalog)) {
        heading(c, entry.question);
        paragraph(entry.answer);
        ImGui::Spacing();
    }
}

void scoring_tab(const Ctx& c, const Catalog& catalog) {
    for (const RulesSection& section : scoring_sections(catalog)) {
        heading(c, section.title);
        for (size_t i = 0; i < section.lines.size(); ++i) {
            // A list after its first paragraph (the blanket cards, the scoring rules).
            if (i > 0 && section.title != "Order kinds") {
                bullet(c.scale);
            }
            paragraph(section.lines[i]);
        }
        ImGui::Spacing();
    }
}

void modes_tab(const Ctx& c, const Catalog& catalog) {
    for (const ModeRow& mode : mode_rows(catalog)) {
        heading(c, mode.name + "  \xC2\xB7  " + mode.players);
        note(mode.tagline);
        paragraph(mode.summary);
        if (!mode.advanced.empty())
            paragraph(mode.advanced);
        ImGui::Spacing();
    }
}

void keys_tab(const Ctx& c) {
    paragraph(
        "Every button can be reached from the keyboard. These are the keys the game answers, "
        "read from the same lists it looks them up in.");
    ImGui::Spacing();
    const float row_h = std::max(line_height(c.fonts.bold), ImGui::GetTextLineHeight());
    for (const KeySection& section : key_sections()) {
        heading(c, section.title);
        if (begin_table(c, ("##keys_" + section.title).c_str(), {"Keys", "What they do"}, 1)) {
            for (const shell::KeyRow& row : section.rows) {
                ImGui::TableNextRow(0, row_h);
                ImGui::TableNextColumn();
                ImGui::PushFont(c.fonts.bold);
                cell_text(row.keys, row_h);
                ImGui::PopFont();
                ImGui::TableNextColumn();
                cell_text(row.action, row_h, true);
            }
            end_table();
        }
        ImGui::Spacing();
    }
}

// A tab whose page scrolls on its own, below the fixed top bar and tab row.
template <typename Draw>
void tab(Marks& marks, const char* label, const char* child_id, Draw&& draw) {
    const bool open = ImGui::BeginTabItem(label);
    marks.mark_item(std::string("rules:tab:") + label);
    if (!open)
        return;
    ImGui::BeginChild(child_id, {0, 0}, false, ImGuiWindowFlags_AlwaysUseWindowPadding);
    draw();
    ImGui::EndChild();
    ImGui::EndTabItem();
}

}  // namespace

RulesIntents draw_rules_screen(const Catalog& catalog, const shell::Fonts& fonts,
                               shell::TextureCache& art, float ui_scale, Marks& marks) {
    RulesIntents out;
    const Ctx c{fonts, art, ui_scale};

    next_window_inset(ui_scale);
    ImGui::Begin("##rules", nullptr, kPanelFlags | ImGuiWindowFlags_NoScrollbar);
    ImGui::PushFont(fonts.body);

    if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false))
        out.back = true;

    // The top bar: Back, the title, and the example on the right when it fits.
    ImGui::PushFont(fonts.bold);
    if (ui_button(marks, "rules:back", "\xE2\x86\x90 Back (Esc)"))
        out.back = true;
    ImGui::SameLine(0, 16 * ui_scale);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Rules");
    const char* watch = "\xE2\x96\xB6 Watch the rulebook's movement example";
    const float watch_w = ImGui::CalcTextSize(watch).x + 2 * ImGui::GetStyle().FramePadding.x;
    const float right = ImGui::GetWindowContentRegionMax().x;
    ImGui::SameLine();
    if (ImGui::GetCursorPosX() + watch_w <= right)
        ImGui::SetCursorPosX(right - watch_w);
    else
        ImGui::NewLine();
    if (ui_button(marks, "rules:example", watch))
        out.watch_example = true;
    ImGui::PopFont();
    ImGui::Spacing();

    if (ImGui::BeginTabBar("##rules_tabs")) {
        tab(marks, "Round sequence", "##round", [&] { round_tab(c, catalog); });
        tab(marks, "Bonk! chart", "##bonk_page", [&] { bonk_tab(c, catalog); });
        tab(marks, "Movement icons", "##icons_page", [&] { icons_tab(c, catalog); });
        tab(marks, "Orders and scoring", "##scoring_page", [&] { scoring_tab(c, catalog); });
        tab(marks, "Modes", "##modes_page", [&] { modes_tab(c, catalog); });
        tab(marks, "FAQ", "##faq", [&] { faq_tab(c, catalog); });
        tab(marks, "Keys", "##keys_page", [&] { keys_tab(c); });
        ImGui::EndTabBar();
    }

    ImGui::PopFont();
    ImGui::End();
    return out;
}

}  // namespace sugarworks::app
