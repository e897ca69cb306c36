// The public parts of Sparks' table: the scoring board, the junkyard and a
// seat's board, drawn from the player view. A die the viewer may use is picked
// up by a click; the places it may go then light up, and a click on any place
// tries it there (the rules say why when it may not).
#include <algorithm>
#include <cctype>
#include <string>

#include "sparks/action_text.hpp"
#include "sparks/card_text.hpp"
#include "sparks/event_text.hpp"
#include "table/sparks_look.hpp"
#include "table/table_parts.hpp"

namespace sparks::table {

namespace {

// Whether `action` puts `die` on a place: the upgrade section (slot kNone) or a
// robot's space.
bool places_on(const Action& a, int die, int slot, int space) {
    if (a.die != die || a.space != space)
        return false;
    if (slot == kNone)
        return a.kind == ActionKind::PlaceUpgrade;
    return a.kind == ActionKind::PlaceRobot && a.slot == slot;
}

// The first legal action that puts the picked die on the place, if any.
const Action* placing(const TableFrame& f, int slot, int space) {
    for (const Action& a : f.m.legal)
        if (places_on(a, f.picks.die, slot, space))
            return &a;
    return nullptr;
}

void tooltip(TableFrame& f, const std::string& words) {
    if (!ImGui::IsItemHovered())
        return;
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(f.unit * 22);
    f.ui.text(words);
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
}

// A die the viewer may pick up (its own, available, while acting), or a die to
// look at.
void draw_storage_die(TableFrame& f, int die, bool own) {
    const float size = f.unit * 2.0f;
    const std::uint8_t value = f.m.view.faces[at(die)];
    const Colour colour = die_colour(f.m.game, die);
    const bool usable = own && f.m.acting;
    const std::string words = std::string(colour_id(colour)) + " " + std::to_string(value);
    if (f.ui.picture_button(words, "pick:" + std::to_string(die), {size, size}, usable)) {
        f.picks.die = f.picks.die == die ? kNone : die;
    }
    seen(f, "pick:" + std::to_string(die));
    const ImVec2 min = ImGui::GetItemRectMin();
    drew_die(f, die, min);
    if (f.showing.flying != die)
        draw_die(ImGui::GetWindowDrawList(), min, size, colour, value,
                 f.picks.die == die ? Lit::Picked : Lit::No);
    tooltip(f, !usable ? "The " + words + "."
               : f.picks.die == die
                   ? "The " + words +
                         ", picked up: click a lit place, or "
                         "choose from its list."
                   : "The " + words + ": click to pick it up, then click where it goes.");
}

// A place for a die on the viewer's board: a robot's space (slot >= 0) or the
// upgrade section's (slot kNone), empty or holding `die`.
void draw_place(TableFrame& f, int seat, int slot, int space, const DieSpace& wants, int die) {
    const float size = f.unit * 2.0f;
    const bool mine = seat == f.m.view.seat && f.m.acting;
    const Action* fits = mine && f.picks.die != kNone ? placing(f, slot, space) : nullptr;
    const std::string where = slot == kNone
                                  ? "upgrade:" + std::to_string(space)
                                  : "robot:" + std::to_string(slot) + ":" + std::to_string(space);
    std::string words = die != kNone ? f.die_words(die) : die_space_text(wants);
    ImDrawList* list = ImGui::GetWindowDrawList();
    const bool tries = mine && f.picks.die != kNone && die == kNone;
    if (f.ui.picture_button(words, "space:" + std::to_string(seat) + ":" + where, {size, size},
                            tries)) {
        if (fits) {
            f.intent.act = *fits;
        } else {
            // Tried where it may not go: the rules say why.
            Action attempt{
                .kind = slot == kNone ? ActionKind::PlaceUpgrade : ActionKind::PlaceRobot,
                .slot = slot,
                .space = space,
                .die = f.picks.die};
            f.intent.act = attempt;
        }
    }
    const ImVec2 min = ImGui::GetItemRectMin();
    if (die != kNone)
        drew_die(f, die, min);
    if (die != kNone && f.showing.flying != die)
        draw_die(list, min, size, die_colour(f.m.game, die), f.m.view.faces[at(die)]);
    else
        draw_die_space(list, min, size, wants, fits ? Lit::Target : Lit::No);
    if (fits)
        tooltip(f, action_text(f.m.game, f.m.view, *fits) + ".");
    else
        tooltip(f, die != kNone ? "The " + words + "." : "A space for " + words + ".");
}

void counted_icon(TableFrame& f, int count, bool spark, const std::string& words) {
    const float size = f.unit * 1.3f;
    ImGui::Dummy({size, size});
    const ImVec2 min = ImGui::GetItemRectMin();
    if (spark)
        draw_spark(ImGui::GetWindowDrawList(), min, size);
    else
        draw_cog(ImGui::GetWindowDrawList(), min, size);
    ImGui::SameLine();
    ImGui::AlignTextToFramePadding();
    f.ui.text(std::to_string(count) + " " + words);
}

// A robot card's band: its colour and shape, `title`, over `width` points.
void draw_robot_band(TableFrame& f, const RobotCard& robot, const std::string& title, float width) {
    const float band = f.unit * 1.2f;
    ImGui::Dummy({width, band});
    ImDrawList* list = ImGui::GetWindowDrawList();
    const ImVec2 min = ImGui::GetItemRectMin();
    list->AddRectFilled(min, {min.x + width, min.y + band}, colour_fill(robot.colour),
                        f.unit * 0.3f);
    draw_colour_shape(list, {min.x + band * 0.5f, min.y + band * 0.5f}, band * 0.3f, robot.colour,
                      colour_ink(robot.colour));
    f.ui.marks().said(title);
    list->AddText({min.x + band, min.y + band * 0.1f}, colour_ink(robot.colour), title.c_str());
}

// What a robot gives when completed, and its power box, in words.
void draw_robot_gives(TableFrame& f, const RobotCard& robot) {
    std::string gives;
    if (!robot.rewards.empty())
        gives = "Gives: " + effects_text(robot.rewards) + ".";
    if (robot.has_power_box())
        gives += std::string(gives.empty() ? "" : " ") +
                 "Power box: " + effects_text(robot.power_box) + ".";
    if (!gives.empty())
        f.ui.text(gives);
}

// One robot in a slot of the assembly line: its colour and steps, its spaces, what
// it gives and its power box.
void draw_robot(TableFrame& f, int seat, int slot, float width) {
    const PublicSeat& s = f.m.view.seats[at(seat)];
    const Slot& in = s.line[at(slot)];
    ImGui::BeginGroup();
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
    if (in.card == kNone) {
        f.ui.text("Slot " + std::to_string(slot + 1) + ": empty");
    } else {
        const RobotCard& robot = f.content().robots[at(in.card)];
        draw_robot_band(f, robot,
                        "Slot " + std::to_string(slot + 1) + ": +" + std::to_string(robot.steps) +
                            " " + colour_name(robot.colour),
                        width);
        for (int space = 0; space < static_cast<int>(robot.spaces.size()); ++space) {
            if (space > 0)
                ImGui::SameLine();
            draw_place(f, seat, slot, space, robot.spaces[at(space)], in.dice[at(space)]);
        }
        draw_robot_gives(f, robot);
    }
    if (in.upgrade != kNone)
        for (const UpgradeType& u : f.content().upgrades)
            if (static_cast<int>(u.kind) == in.upgrade)
                f.ui.text("Slot upgrade: " + u.name);
    ImGui::PopTextWrapPos();
    ImGui::EndGroup();
}

std::string fill_words(BoxFill fill) {
    switch (fill) {
        case BoxFill::Spark:
            return " (a spark on it)";
        case BoxFill::Cog:
            return " (a cog on it)";
        case BoxFill::Empty:
            break;
    }
    return "";
}

}  // namespace

void seen(TableFrame& f, const std::string& id) {
    if (ImGui::IsItemVisible())
        f.picks.visible.insert(id);
}

void drew_die(TableFrame& f, int die, ImVec2 min) {
    f.showing.die_at[die] = min;
}

std::string TableFrame::who(int seat) const {
    return player_label(seat, m.names);
}

std::string TableFrame::die_words(int die) const {
    return "the " + std::string(colour_id(die_colour(m.game, die))) + " " +
           std::to_string(m.view.faces[at(die)]);
}

std::string act_id(const Action& action) {
    return "act:" + action_control_id(action);
}

// Whose marker is whose: a seat's number in its colour, then its name.
void draw_marker_legend(TableFrame& f) {
    const float r = f.unit * 0.45f;
    for (int seat = 0; seat < f.m.view.players; ++seat) {
        if (seat > 0)
            ImGui::SameLine(0, f.unit);
        ImGui::Dummy({r * 2, r * 2});
        draw_marker(ImGui::GetWindowDrawList(),
                    {ImGui::GetItemRectMin().x + r, ImGui::GetItemRectMin().y + r}, r, seat);
        ImGui::SameLine();
        f.ui.marks().said(f.who(seat));
        ImGui::TextUnformatted(f.who(seat).c_str());
    }
    // On a line of its own: beside the names it would wrap a word a line.
    f.ui.text(
        "* a bonus space: skipped when moving; whoever passes it gains its bonus (under "
        "the pointer).");
}

void draw_scoring_board(TableFrame& f) {
    f.ui.heading("Scoring board");
    draw_marker_legend(f);
    // The longest track and its start box fit the panel's width: the cells shrink
    // (their numbers with them) rather than run out of the panel.
    std::size_t longest = 0;
    for (const auto& track : f.content().tracks)
        longest = std::max(longest, track.size());
    const float gap = f.unit * 0.15f;
    const float room = ImGui::GetContentRegionAvail().x;
    const float cell = std::min(f.unit * 1.5f, (room - gap * static_cast<float>(longest + 1)) /
                                                   (static_cast<float>(longest) + 2.2f));
    const float number_size = std::min(f.unit, cell * 0.62f);
    ImDrawList* list = ImGui::GetWindowDrawList();
    std::size_t bonus_index = 0;  // the bonus spaces are numbered track by track
    for (int colour = 0; colour < kColours; ++colour) {
        const auto& track = f.content().tracks[at(colour)];
        const Colour c = static_cast<Colour>(colour);
        // The track's start, then its spaces: points, or a bonus tile while it lies there.
        for (int space = -1; space < static_cast<int>(track.size()); ++space) {
            if (space > -1)
                ImGui::SameLine(0, gap);
            std::string words;
            int bonus_tile = kNone;
            if (space == -1) {
                words = colour_name(c) + " track";
            } else if (track[at(space)].bonus) {
                if (bonus_index < f.m.view.bonus.size())
                    bonus_tile = f.m.view.bonus[bonus_index];
                ++bonus_index;
                words = bonus_tile >= 0
                            ? "bonus: " + bonus_text(f.content().bonus_tiles[at(bonus_tile)])
                            : "bonus space";
            } else {
                words = std::to_string(track[at(space)].points);
            }
            ImGui::Dummy({space == -1 ? cell * 2.2f : cell, cell});
            const ImVec2 min = ImGui::GetItemRectMin();
            const ImVec2 max = ImGui::GetItemRectMax();
            if (space == -1) {
                list->AddRectFilled(min, max, colour_fill(c), f.unit * 0.3f);
                draw_colour_shape(list, {min.x + cell * 0.5f, min.y + cell * 0.5f}, cell * 0.25f, c,
                                  colour_ink(c));
            } else {
                list->AddRectFilled(
                    min, max,
                    track[at(space)].bonus ? IM_COL32(96, 80, 40, 255) : IM_COL32(44, 46, 56, 255),
                    f.unit * 0.2f);
                list->AddRect(min, max, colour_fill(c), f.unit * 0.2f, 0, 1.5f);
                const std::string label = track[at(space)].bonus ? "*" : words;
                const float shrink = number_size / ImGui::GetFontSize();
                const ImVec2 size = ImGui::CalcTextSize(label.c_str());
                list->AddText(nullptr, number_size,
                              {min.x + (cell - size.x * shrink) * 0.5f,
                               min.y + (cell - size.y * shrink) * 0.5f},
                              IM_COL32(230, 230, 235, 255), label.c_str());
            }
            f.ui.marks().said(words);
            // A marker arriving here this beat: the space rings.
            if (const auto& now = f.showing.now; now && now->kind == EventKind::Advanced &&
                                                 now->colour == colour && now->index == space) {
                const float grow = f.unit * 0.4f * static_cast<float>(1.0 - f.showing.progress);
                list->AddRect({min.x - grow, min.y - grow}, {max.x + grow, max.y + grow},
                              IM_COL32(255, 255, 255, 255), f.unit * 0.3f, 0, f.unit * 0.15f);
            }
            // Every seat's marker on the space it has reached (before the first: the start).
            int here = 0;
            for (int seat = 0; seat < f.m.view.players; ++seat) {
                if (f.m.view.seats[at(seat)].track[at(colour)] != space)
                    continue;
                const float r = cell * 0.2f;
                draw_marker(list,
                            {min.x + r + (r * 1.6f) * static_cast<float>(here % 4) +
                                 (space == -1 ? cell : 0.0f),
                             max.y - r},
                            r, seat);
                ++here;
            }
            if (ImGui::IsItemHovered()) {
                std::string on;
                for (int seat = 0; seat < f.m.view.players; ++seat)
                    if (f.m.view.seats[at(seat)].track[at(colour)] == space)
                        on += (on.empty() ? " Here: " : ", ") + f.who(seat);
                tooltip(f, (space == -1 ? words + ", before its first space." : words + ".") +
                               (on.empty() ? "" : on + "."));
            }
        }
    }
}

void draw_junkyard(TableFrame& f) {
    const PlayerView& v = f.m.view;
    f.ui.heading("Junkyard");
    const float size = f.unit * 2.0f;
    if (v.junkyard.empty())
        f.ui.text("The junkyard is empty.");
    for (std::size_t i = 0; i < v.junkyard.size(); ++i) {
        if (i > 0)
            ImGui::SameLine();
        const int die = v.junkyard[i];
        // The dice a hovered button would take (a production tile's run) are lit.
        const bool in_hovered_run = f.picks.run_first != kNone &&
                                    static_cast<int>(i) >= f.picks.run_first &&
                                    static_cast<int>(i) < f.picks.run_first + f.picks.run_length;
        // A die a seat takes by itself (one from an end, a lone choice) is taken by
        // a click on it.
        const Action* take = nullptr;
        int takes = 0;
        for (const Action& a : f.m.legal)
            if (a.kind == ActionKind::TakeDice && a.index == static_cast<int>(i) &&
                a.index2 == kNone) {
                take = &a;
                ++takes;
            }
        const std::string words = std::string(colour_id(die_colour(f.m.game, die))) + " " +
                                  std::to_string(v.faces[at(die)]);
        // A die to take is a control; the others are only a picture (no stop for the keys).
        if (takes == 1) {
            if (f.ui.picture_button(words, act_id(*take), {size, size}))
                f.intent.act = *take;
            seen(f, act_id(*take));
        } else {
            ImGui::Dummy({size, size});
            f.ui.marks().said(words);
        }
        drew_die(f, die, ImGui::GetItemRectMin());
        if (f.showing.flying != die)
            draw_die(ImGui::GetWindowDrawList(), ImGui::GetItemRectMin(), size,
                     die_colour(f.m.game, die), v.faces[at(die)],
                     takes == 1 || in_hovered_run ? Lit::Target : Lit::No);
        tooltip(f, takes == 1 ? action_text(f.m.game, v, *take) + "." : "A " + words + ".");
    }
    std::string bag = std::to_string(v.bag.size()) + " dice in the bag, " +
                      std::to_string(v.discard.size()) + " discarded.";
    f.ui.text(bag);
    if (!v.played_tiles.empty()) {
        std::string played = "Production this round:";
        for (const PlayedTile& t : v.played_tiles) {
            played +=
                " " + f.who(t.seat) + ": " +
                lower_first_letter(production_text(f.content().production[at(t.tile)], v.players)) +
                ".";
        }
        f.ui.text(played);
    }
    std::string stacks = "Upgrade tiles:";
    for (const UpgradeStack& s : v.stacks) {
        for (const UpgradeType& u : f.content().upgrades)
            if (static_cast<int>(u.kind) == s.kind)
                stacks += " " + u.name + " x" + std::to_string(s.left) + ";";
    }
    f.ui.text(stacks);
    if (!v.goals.empty()) {
        std::string goals = "Goal tiles:";
        for (const int g : v.goals)
            goals += " " + goal_text(f.content().goals[at(g)]) + ".";
        f.ui.text(goals);
    }
}

void draw_seat_board(TableFrame& f, int seat) {
    const PublicSeat& s = f.m.view.seats[at(seat)];
    const bool own = seat == f.m.view.seat;
    const Colour colour = seat_colour(seat);
    f.ui.heading(f.who(seat) + "'s board (" + colour_name(colour) + ")");
    // Storage: the dice to use, the sparks and the cogs.
    ImGui::AlignTextToFramePadding();
    f.ui.text("Storage:");
    ImGui::SameLine();
    if (s.dice.empty()) {
        f.ui.text("no dice");
    }
    for (std::size_t i = 0; i < s.dice.size(); ++i) {
        if (i > 0)
            ImGui::SameLine();
        draw_storage_die(f, s.dice[i], own);
    }
    counted_icon(f, s.sparks, true, s.sparks == 1 ? "spark" : "sparks");
    ImGui::SameLine(0, f.unit);
    counted_icon(f, s.cogs, false, s.cogs == 1 ? "cog" : "cogs");
    f.showing.cogs_at[seat] = ImGui::GetItemRectMin();
    ImGui::SameLine(0, f.unit);
    f.ui.text("Factory level " + std::to_string(s.level + 1) + " of " +
              std::to_string(f.content().factory.size()) + ".");
    // The upgrade section and what counts towards the next level.
    ImGui::AlignTextToFramePadding();
    f.ui.text("Upgrade section:");
    ImGui::SameLine();
    const auto& spaces = f.content().boards[at(static_cast<int>(colour))].upgrade_spaces;
    for (int space = 0; space < kUpgradeSpaces; ++space) {
        if (space > 0)
            ImGui::SameLine();
        draw_place(f, seat, kNone, space,
                   DieSpace{.colour = spaces[at(space)], .value = std::nullopt},
                   s.upgrade_section[at(space)]);
    }
    ImGui::SameLine();
    const UpgradeProgress p = upgrade_progress(f.m.game, f.m.known, seat);
    if (p.at_top) {
        f.ui.text("The factory is at its top level.");
    } else {
        std::string counts = std::to_string(p.counted()) + " of " + std::to_string(p.needed) +
                             " for level " + std::to_string(s.level + 2) + " (dice " +
                             std::to_string(p.dice_sum);
        if (p.kept > 0)
            counts += ", kept +" + std::to_string(p.kept);
        if (p.assistants > 0)
            counts += ", assistants +" + std::to_string(p.assistants);
        counts += p.dice == 0 && p.counted() > 0 ? "; only a die there makes the upgrade)" : ")";
        f.ui.text(counts);
    }
    // The assembly line: three slots in a row where they fit (a robot's four spaces
    // need about 9.5 lines' height of width), else as many a row as fit.
    const float gap = f.unit * 0.5f;
    const float room = ImGui::GetContentRegionAvail().x;
    const float narrowest = f.unit * 9.5f;
    const int per_row = std::clamp(static_cast<int>((room + gap) / (narrowest + gap)), 1, kSlots);
    const float width =
        (room - gap * static_cast<float>(per_row - 1)) / static_cast<float>(per_row);
    for (int slot = 0; slot < kSlots; ++slot) {
        if (slot % per_row != 0)
            ImGui::SameLine(0, gap);
        draw_robot(f, seat, slot, width);
    }
    // Completed robots by colour, their power boxes, and the board's own box.
    std::string done = "Completed robots:";
    if (s.completed.empty())
        done += " none yet.";
    for (int c = 0; c < kColours; ++c) {
        int n = 0;
        for (const CompletedRobot& r : s.completed)
            n += f.content().robots[at(r.card)].colour == static_cast<Colour>(c) ? 1 : 0;
        if (n > 0)
            done += " " + std::to_string(n) + " " + colour_name(static_cast<Colour>(c)) + ";";
    }
    f.ui.text(done);
    std::string boxes = "Power boxes: the board's (" + effects_text(f.content().board_power_box) +
                        ")" + fill_words(s.board_box);
    for (const CompletedRobot& r : s.completed) {
        const RobotCard& robot = f.content().robots[at(r.card)];
        if (robot.has_power_box())
            boxes += "; " + colour_name(robot.colour) + " robot's (" +
                     effects_text(robot.power_box) + ")" + fill_words(r.box);
    }
    f.ui.text(boxes + ".");
    std::string played = "Assistants played:";
    if (s.played.empty())
        played += " none.";
    for (const PlayedAssistant& a : s.played)
        played += " " + f.content().assistants[at(a.card)].name +
                  (a.used_this_turn ? " (used)" : "") + ";";
    f.ui.text(played);
    std::string upgrades;
    for (const int kind : s.upgrades)
        for (const UpgradeType& u : f.content().upgrades)
            if (static_cast<int>(u.kind) == kind)
                upgrades += (upgrades.empty() ? "Upgrade tiles: " : ", ") + u.name;
    if (!upgrades.empty())
        f.ui.text(upgrades + ".");
}

void draw_offered_robot(TableFrame& f, int card) {
    const RobotCard& robot = f.content().robots[at(card)];
    const float width = ImGui::GetContentRegionAvail().x;
    draw_robot_band(
        f, robot, robot.id + ": +" + std::to_string(robot.steps) + " " + colour_name(robot.colour),
        width);
    const float size = f.unit * 1.6f;
    for (std::size_t i = 0; i < robot.spaces.size(); ++i) {
        if (i > 0)
            ImGui::SameLine();
        ImGui::Dummy({size, size});
        draw_die_space(ImGui::GetWindowDrawList(), ImGui::GetItemRectMin(), size, robot.spaces[i]);
    }
    ImGui::SameLine();
    ImGui::AlignTextToFramePadding();
    f.ui.text("Needs " + robot_dice_text(robot) + ".");
    draw_robot_gives(f, robot);
    // Where it may go: a button a slot.
    bool first = true;
    for (const Action& a : f.m.legal) {
        if (a.kind != ActionKind::AssignRobot || a.card != card)
            continue;
        if (!first)
            f.ui.same_line_if_fits(f.unit * 6);
        first = false;
        if (f.ui.button("Put in slot " + std::to_string(a.slot + 1), act_id(a)))
            f.intent.act = a;
        seen(f, act_id(a));
    }
}

}  // namespace sparks::table
