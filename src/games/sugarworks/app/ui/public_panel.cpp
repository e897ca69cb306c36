#include "ui/public_panel.hpp"

#include <imgui.h>

#include <algorithm>
#include <string>
#include <vector>

#include "engine/count_words.hpp"
#include "render/candy_painter.hpp"
#include "sugarworks/game_end.hpp"
#include "sugarworks/game_text.hpp"
#include "sugarworks/text.hpp"
#include "ui/order_card.hpp"
#include "ui/seat_colours.hpp"
#include "ui/table_widgets.hpp"

namespace sugarworks::app {
void PublicPanel::bring_into_view(int& done_for, int moment) {
    if (done_for == moment)
        return;
    ImGui::SetScrollHereY(0);
    done_for = moment;
}

void PublicPanel::draw(const TableFrame& f, const PlayerView& view, const Painter& p,
                       const shell::Fonts& fonts, float s, Marks& marks) {
    if (needed_for_ != f.game || needed_seed_ != f.seed) {
        // A new game: its sections are measured afresh.
        needed_for_ = f.game;
        needed_seed_ = f.seed;
        needed_h_ = 0;
    }
    const Game& game = *f.game;
    if (f.score_now) {
        // Co-operative and solo play: the score as it would stand if the game ended
        // now, first, as the goal of the game.
        const bool team = game.scenario().cooperative;
        heading(fonts, marks, team ? "The team's score" : "Your score");
        std::string now =
            engine::count_words(f.score_now->total, "point", "points") + " if the game ended now";
        if (!f.score_now->rating.empty())
            now += " (" + f.score_now->rating + ")";
        ui_text_wrapped(marks, now);
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip(team ? "Completed orders and blanket orders, minus the points of "
                                     "every order still incomplete"
                                   : "Completed orders and blanket orders, as scored at the end");
        ImGui::Separator();
    }
    // The table at a glance, a line each; then the blanket orders and the players.
    draw_die(f, view, p, fonts, s, marks);
    draw_decks(view, fonts, marks);
    draw_activation(f, view, p, fonts, s, marks);
    draw_end(f, view, fonts, marks);
    ImGui::Separator();
    draw_blankets(f, view, p, fonts, s, marks);
    draw_players(f, view, p, fonts, s, marks);
    // What the sections took, for the layout of the next frame.
    const ImGuiStyle& style = ImGui::GetStyle();
    needed_h_ = std::max(needed_h_, ImGui::GetCursorPosY() - style.ItemSpacing.y +
                                        style.WindowPadding.y + 2 * style.WindowBorderSize);
}

void PublicPanel::draw_die(const TableFrame& f, const PlayerView& view, const Painter& p,
                           const shell::Fonts&, float, Marks& marks) {
    const Scenario& scenario = f.game->scenario();
    if (scenario.production != Production::Die) {
        // No die in this mode: how candy is made instead of "not rolled yet".
        ui_text_wrapped(marks, scenario.production == Production::EveryTurn
                                   ? "No die: every output makes a candy after every turn."
                                   : "No die: every output makes a candy after each movement.");
        return;
    }
    const float d = ImGui::GetTextLineHeight();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    std::string rel = "die/face_all.svg";
    std::string words = "Die: not rolled yet.";
    std::string why;
    if (view.last_roll) {
        if (!view.last_roll->all)
            rel = "die/face_" + std::string(candy_type_id(view.last_roll->candy)) + ".svg";
        const std::string face = view.last_roll->all
                                     ? std::string("ALL")
                                     : std::string(candy_type_name(view.last_roll->candy));
        // Round 1 has no roll of its own: what shows is the set-up's, which turned
        // blanket orders over and made no candy.
        if (view.round <= 1) {
            words = "Die: " + face + " (set-up roll).";
            why = view.last_roll->all
                      ? "The set-up roll turned every blanket order to its colourful side."
                      : "The set-up roll turned the blanket order of its candy (if dealt) to "
                        "its colourful side.";
        } else {
            words = "Die: " + face + " (last roll).";
            why = describe_die_face(*view.last_roll) +
                  "\nEach round begins with a roll of the die by the player holding it.";
        }
    }
    const Painter wp{ImGui::GetWindowDrawList(), p.art, p.font, p.patterns};
    wp.image(rel, {at, {at.x + d, at.y + d}},
             view.last_roll ? IM_COL32_WHITE : IM_COL32(255, 255, 255, 110));
    ImGui::Dummy({d, d});
    ImGui::SameLine();
    ui_text_wrapped(marks, words);
    marks.mark_item("die", MarkRole::Text);  // where a lesson points at the die
    if (!why.empty() && ImGui::IsItemHovered())
        ImGui::SetTooltip("%s", why.c_str());
}

void PublicPanel::draw_decks(const PlayerView& view, const shell::Fonts&, Marks& marks) {
    ui_text_wrapped(
        marks, "Decks: " + engine::count_words(view.order_deck_size, "order", "orders") + ", " +
                   engine::count_words(view.tile_deck_size, "tile", "tiles"));
    if (ImGui::IsItemHovered()) {
        ImGui::SetTooltip(
            "Discarded so far: %s and %s. An empty deck is made again from its "
            "discards, shuffled.",
            engine::count_words(static_cast<int>(view.order_discard.size()), "order", "orders")
                .c_str(),
            engine::count_words(static_cast<int>(view.tile_discard.size()), "tile", "tiles")
                .c_str());
    }
}

void PublicPanel::draw_blankets(const TableFrame& f, const PlayerView& view, const Painter& p,
                                const shell::Fonts& fonts, float s, Marks& marks) {
    blankets_.reset();
    if (view.blanket_count <= 0)
        return;
    // A lesson pointing at the blanket orders brings them into view, once a step.
    if (f.lesson && f.lesson->show.mark == lessons::LessonMark::Blankets)
        bring_into_view(blankets_shown_for_, f.lesson->step);
    const ImVec2 top = ImGui::GetCursorScreenPos();
    heading(fonts, marks, "Blanket orders");
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("Shared orders: every player scores them at the end");
    const Catalog& catalog = f.game->catalog();
    const Painter wp{ImGui::GetWindowDrawList(), p.art, p.font, p.patterns};
    for (int i = 0; i < view.blanket_count; ++i) {
        const BlanketInPlay& b = view.blankets[static_cast<size_t>(i)];
        const BlanketCard& card = catalog.blankets[b.card];
        const BlanketSide& side = b.colourful ? card.colourful : card.grey;
        // The card's candy as the bullet, in colour on its colourful side, faded on
        // its grey one; the words say which side, briefly.
        const float d = ImGui::GetTextLineHeight();
        const ImVec2 at = ImGui::GetCursorScreenPos();
        draw_candy(wp, card.candy,
                   {.center = {at.x + 0.5f * d, at.y + 0.5f * d},
                    .size = 0.8f * d,
                    .alpha = b.colourful ? 1.0f : 0.35f,
                    .shadow = false});
        ImGui::Dummy({d, d});
        ImGui::SameLine();
        const std::string text = std::string(b.colourful ? "Colourful: " : "Grey: ") +
                                 describe_blanket_side_briefly(side);
        ui_text_wrapped(marks, text);
        if (ImGui::IsItemHovered()) {
            ImGui::SetTooltip("%s side of the %s blanket order: %s",
                              b.colourful ? "The colourful" : "The grey",
                              std::string(candy_type_name(card.candy)).c_str(),
                              describe_blanket_side(side).c_str());
        }
    }
    // What of them the panel shows, for the lesson's mark.
    const ImVec2 win = ImGui::GetWindowPos();
    const ImVec2 size = ImGui::GetWindowSize();
    const Rect section{
        {win.x + 4 * s, std::max(top.y, win.y)},
        {win.x + size.x - 4 * s, std::min(ImGui::GetItemRectMax().y + 4 * s, win.y + size.y)}};
    if (section.max.y > section.min.y + 8 * s)
        blankets_ = section;
    ImGui::Separator();
}

void PublicPanel::draw_players(const TableFrame& f, const PlayerView& view, const Painter& p,
                               const shell::Fonts& fonts, float s, Marks& marks) {
    const Game& game = *f.game;
    const Catalog& catalog = game.catalog();
    const float w = ImGui::GetContentRegionAvail().x;
    heading(fonts, marks, "Players");
    for (int i = 0; i < view.player_count; ++i) {
        const PublicPlayer& pl = view.players[static_cast<size_t>(i)];
        const SeatLook& seat = f.seats[static_cast<size_t>(i)];
        const ImVec2 at = ImGui::GetCursorScreenPos();
        ImGui::GetWindowDrawList()->AddCircleFilled({at.x + 7 * s, at.y + 9 * s}, 6 * s,
                                                    seat_colour(seat.colour));
        ImGui::Dummy({16 * s, 16 * s});
        ImGui::SameLine();
        ImGui::PushFont(fonts.bold);
        ui_text(marks, seat.name);
        ImGui::PopFont();
        if (!seat.played.empty() && ImGui::IsItemHovered())
            ImGui::SetTooltip("%s", seat.played.c_str());
        // Beside the name: the role now, and for a computer its level ("Hard", from
        // "Computer, Hard"); on their own line where they do not fit.
        std::string role;
        if (i == view.current && view.step != Step::GameOver && !conveyors_running(f))
            role = "to act";
        if (i == view.first_player && game.scenario().production == Production::Die)
            role += role.empty() ? "holds the die" : ", holds the die";
        std::string level = seat.played;
        if (level.rfind("Computer, ", 0) == 0)
            level = level.substr(10) + " computer";
        const std::string beside =
            role.empty() ? level : (level.empty() ? role : level + ", " + role);
        if (!beside.empty()) {
            const std::string said = "(" + beside + ")";
            ImGui::SameLine();
            if (ImGui::CalcTextSize(said.c_str()).x > ImGui::GetContentRegionAvail().x)
                ImGui::NewLine();
            ui_text_wrapped(marks, said);
        }
        ImGui::Indent(16 * s);
        ui_text_wrapped(marks, engine::count_words(pl.tiles_in_hand, "tile", "tiles") +
                                   "  \xC2\xB7  " +
                                   engine::count_words(pl.orders_in_hand, "order", "orders"));
        if (pl.worker >= 0 && pl.worker < static_cast<int>(catalog.sugarworkers.size())) {
            const SugarworkerCard& wc = catalog.sugarworkers[static_cast<size_t>(pl.worker)];
            std::string wl = wc.name;
            if (pl.worker_side >= 0) {
                const WorkerAbility& ab = wc.sides[static_cast<size_t>(pl.worker_side)];
                wl += ": " + ab.name + (pl.worker_spent ? " (used)" : "");
                ui_text_wrapped(marks, wl);
                if (ImGui::IsItemHovered())
                    ImGui::SetTooltip("%s", ability_text(ab, game.scenario()).c_str());
            } else {
                ui_text_wrapped(marks, wl + " (side not chosen yet)");
            }
        }
        // Special orders completed, each in a line: where the hand's card went.
        int points = 0;
        pl.completed.for_each([&](int card) { points += catalog.order(card).points; });
        if (!pl.completed.empty()) {
            ui_text_wrapped(marks, "Special orders completed: " +
                                       engine::count_words(points, "point", "points") + " so far");
        }
        pl.completed.for_each([&](int card) {
            const OrderCard& order = catalog.order(card);
            ImGui::PushID(card);
            ui_text_wrapped(marks, "\xE2\x9C\x93 " + describe_trigger(order.trigger) + " (" +
                                       engine::count_words(order.points, "pt", "pts") + ")");
            marks.mark_item("completed:" + std::to_string(i) + ":" + std::to_string(card),
                            MarkRole::Text);
            ImGui::PopID();
        });
        if (pl.facing_away_count > 0) {
            ui_text_wrapped(
                marks, std::to_string(pl.facing_away_count) + " facing away from " + seat.name);
            pl.facing_away.for_each([&](int card) {
                order_card(p, catalog, card, w - 16 * s, false, marks,
                           "facing_away:" + std::to_string(i) + ":" + std::to_string(card), 0,
                           MarkRole::Text);
            });
        }
        ImGui::Unindent(16 * s);
    }
}

void PublicPanel::draw_activation(const TableFrame& f, const PlayerView& view, const Painter& p,
                                  const shell::Fonts&, float s, Marks& marks) {
    ui_text(marks, "Activation:");
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(
            "The Bonk! reference: in the movement phase the candies activate in "
            "this order, each type from the right-most column, top row first");
    ImGui::SameLine();
    const float d = ImGui::GetTextLineHeight();
    const Painter wp{ImGui::GetWindowDrawList(), p.art, p.font, p.patterns};
    // Only the candies this mode plays with (First Shift leaves two out).
    std::vector<CandyType> order;
    for (const CandyType type : view.activation_order) {
        if (f.game->scenario().in_play(type))
            order.push_back(type);
    }
    // On the line of its label where the row fits, else under it.
    const float row_w =
        static_cast<float>(order.size()) * (d + 2 * s + ImGui::CalcTextSize("\xE2\x86\x92").x);
    if (row_w > ImGui::GetContentRegionAvail().x)
        ImGui::NewLine();
    for (size_t i = 0; i < order.size(); ++i) {
        const ImVec2 at = ImGui::GetCursorScreenPos();
        draw_candy(wp, order[i],
                   {.center = {at.x + 0.5f * d, at.y + 0.5f * d}, .size = d, .shadow = false});
        ImGui::Dummy({d, d});
        if (ImGui::IsItemHovered()) {
            ImGui::SetTooltip("%zu. %s activates %s", i + 1,
                              std::string(candy_type_name(order[i])).c_str(),
                              i == 0 ? "first" : "after the one before");
        }
        if (i + 1 < order.size()) {
            ImGui::SameLine(0, 1 * s);
            ui_text(marks, "\xE2\x86\x92");
            ImGui::SameLine(0, 1 * s);
        }
    }
}

// How near the end is, from the core's own rule of it: the rule in a tooltip,
// the nearest candy type in words.
void PublicPanel::draw_end(const TableFrame& f, const PlayerView& view, const shell::Fonts&,
                           Marks& marks) {
    std::string end = "Ends when a candy type is used up.";
    if (const auto nearest = nearest_to_running_out(view.floor, f.game->scenario())) {
        end = "Ends when a candy type is used up (nearest: " +
              std::string(candy_type_name(nearest->type)) + ", " + std::to_string(nearest->left()) +
              " left).";
    }
    ui_text_wrapped(marks, end);
    if (ImGui::IsItemHovered()) {
        std::string rule =
            "The game ends after a movement that leaves a candy type with none in the supply "
            "and none on the floor.";
        if (const auto nearest = nearest_to_running_out(view.floor, f.game->scenario())) {
            rule += "\n" + std::string(candy_type_name(nearest->type)) + ": " +
                    std::to_string(nearest->in_supply) + " in the supply, " +
                    std::to_string(nearest->on_floor) + " on the floor.";
        }
        ImGui::SetTooltip("%s", rule.c_str());
    }
}

}  // namespace sugarworks::app
