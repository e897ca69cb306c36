#include "table/sparks_look.hpp"

#include <array>
#include <cmath>
#include <numbers>
#include <string>

#include "sparks/game.hpp"

namespace sparks::table {

namespace {

std::size_t colour_at(Colour colour) {
    return static_cast<std::size_t>(colour);
}

// Bright enough to tell apart on the dark table, each a different lightness so
// that a grey copy of the screen still tells them apart.
constexpr std::array<ImU32, kColours> kFill = {IM_COL32(214, 64, 56, 255),    // red
                                               IM_COL32(246, 206, 70, 255),   // yellow
                                               IM_COL32(70, 166, 92, 255),    // green
                                               IM_COL32(64, 120, 214, 255)};  // blue
constexpr std::array<ImU32, kColours> kInk = {IM_COL32(110, 24, 20, 255),
                                              IM_COL32(128, 96, 10, 255), IM_COL32(22, 78, 38, 255),
                                              IM_COL32(20, 48, 112, 255)};
// The pips on a die: white on the dark faces, dark on yellow.
constexpr std::array<ImU32, kColours> kPip = {
    IM_COL32(255, 250, 240, 255), IM_COL32(60, 44, 10, 255), IM_COL32(255, 250, 240, 255),
    IM_COL32(255, 250, 240, 255)};

// Where the pips of `value` stand on a unit face.
struct Pip {
    float x, y;
};
const std::vector<Pip>& pips(int value) {
    static const std::array<std::vector<Pip>, 7> kPips = {
        std::vector<Pip>{},
        {{0.5f, 0.55f}},
        {{0.3f, 0.75f}, {0.7f, 0.35f}},
        {{0.28f, 0.78f}, {0.5f, 0.56f}, {0.72f, 0.34f}},
        {{0.3f, 0.35f}, {0.7f, 0.35f}, {0.3f, 0.77f}, {0.7f, 0.77f}},
        {{0.28f, 0.34f}, {0.72f, 0.34f}, {0.5f, 0.56f}, {0.28f, 0.78f}, {0.72f, 0.78f}},
        {{0.3f, 0.32f}, {0.7f, 0.32f}, {0.3f, 0.55f}, {0.7f, 0.55f}, {0.3f, 0.78f}, {0.7f, 0.78f}}};
    return kPips[static_cast<std::size_t>(value >= 1 && value <= 6 ? value : 0)];
}

void draw_pips(ImDrawList* list, ImVec2 min, float size, int value, ImU32 ink) {
    const float r = size * 0.075f;
    for (const Pip& p : pips(value))
        list->AddCircleFilled({min.x + p.x * size, min.y + p.y * size}, r, ink, 12);
}

void draw_lit(ImDrawList* list, ImVec2 min, ImVec2 max, float size, Lit lit) {
    const float pad = size * 0.08f;
    if (lit == Lit::Picked)
        list->AddRect({min.x - pad, min.y - pad}, {max.x + pad, max.y + pad},
                      IM_COL32(255, 255, 255, 255), size * 0.2f, 0, size * 0.09f);
    else if (lit == Lit::Target)
        list->AddRect({min.x - pad, min.y - pad}, {max.x + pad, max.y + pad},
                      IM_COL32(120, 255, 200, 255), size * 0.2f, 0, size * 0.07f);
    else if (lit == Lit::Dim)
        list->AddRectFilled(min, max, IM_COL32(20, 20, 24, 150), size * 0.16f);
}

}  // namespace

ImU32 colour_fill(Colour colour) {
    return kFill[colour_at(colour)];
}

ImU32 colour_ink(Colour colour) {
    return kInk[colour_at(colour)];
}

void draw_colour_shape(ImDrawList* list, ImVec2 c, float r, Colour colour, ImU32 ink) {
    switch (colour) {
        case Colour::Red:
            // A ring, not a disc: on a die a disc would read as one more pip.
            list->AddCircle(c, r * 0.75f, ink, 16, std::max(1.0f, r * 0.45f));
            break;
        case Colour::Yellow:
            list->AddNgonFilled(c, r, ink, 6);
            break;
        case Colour::Green:
            list->AddTriangleFilled({c.x, c.y - r}, {c.x + r * 0.95f, c.y + r * 0.7f},
                                    {c.x - r * 0.95f, c.y + r * 0.7f}, ink);
            break;
        case Colour::Blue:
            list->AddRectFilled({c.x - r * 0.75f, c.y - r * 0.75f},
                                {c.x + r * 0.75f, c.y + r * 0.75f}, ink);
            break;
    }
}

void draw_die(ImDrawList* list, ImVec2 min, float size, Colour colour, int value, Lit lit) {
    const ImVec2 max{min.x + size, min.y + size};
    const float round = size * 0.18f;
    // A shadow, the face, a highlight along the top: a die, not a flat square.
    list->AddRectFilled({min.x + size * 0.04f, min.y + size * 0.07f},
                        {max.x + size * 0.04f, max.y + size * 0.07f}, IM_COL32(0, 0, 0, 90), round);
    list->AddRectFilled(min, max, kFill[colour_at(colour)], round);
    list->AddRectFilled({min.x + size * 0.1f, min.y + size * 0.06f},
                        {max.x - size * 0.1f, min.y + size * 0.16f}, IM_COL32(255, 255, 255, 60),
                        size * 0.05f);
    list->AddRect(min, max, kInk[colour_at(colour)], round, 0, std::max(1.0f, size * 0.05f));
    // The colour's shape at the top edge, where no pip stands, in the pips' ink: the
    // colour read by its shape where colours are hard to tell apart.
    draw_colour_shape(list, {min.x + size * 0.5f, min.y + size * 0.15f}, size * 0.11f, colour,
                      kPip[colour_at(colour)]);
    draw_pips(list, min, size, value, kPip[colour_at(colour)]);
    draw_lit(list, min, max, size, lit);
}

void draw_die_space(ImDrawList* list, ImVec2 min, float size, const DieSpace& space, Lit lit) {
    const ImVec2 max{min.x + size, min.y + size};
    const float round = size * 0.18f;
    const ImU32 ink = space.colour ? kFill[colour_at(*space.colour)] : IM_COL32(200, 200, 210, 255);
    list->AddRectFilled(min, max, IM_COL32(36, 38, 46, 255), round);
    // Dashes around the edge: a space waiting for a die.
    const float thick = std::max(1.5f, size * 0.07f);
    list->AddRect(min, max, ink, round, 0, thick);
    if (space.colour)
        draw_colour_shape(list, {min.x + size * 0.5f, min.y + size * 0.15f}, size * 0.11f,
                          *space.colour, ink);
    if (space.value)
        draw_pips(list, min, size, *space.value, ink);
    draw_lit(list, min, max, size, lit);
}

void draw_cog(ImDrawList* list, ImVec2 min, float size) {
    const ImVec2 c{min.x + size * 0.5f, min.y + size * 0.5f};
    const ImU32 brass = IM_COL32(212, 170, 84, 255);
    constexpr int kTeeth = 8;
    for (int i = 0; i < kTeeth; ++i) {
        const float a = static_cast<float>(i) * 2.0f * std::numbers::pi_v<float> / kTeeth;
        const ImVec2 dir{std::cos(a), std::sin(a)};
        const ImVec2 side{-dir.y, dir.x};
        const float in = size * 0.3f, out = size * 0.47f, w = size * 0.08f;
        list->AddQuadFilled({c.x + dir.x * in - side.x * w, c.y + dir.y * in - side.y * w},
                            {c.x + dir.x * out - side.x * w, c.y + dir.y * out - side.y * w},
                            {c.x + dir.x * out + side.x * w, c.y + dir.y * out + side.y * w},
                            {c.x + dir.x * in + side.x * w, c.y + dir.y * in + side.y * w}, brass);
    }
    list->AddCircleFilled(c, size * 0.34f, brass, 20);
    list->AddCircleFilled(c, size * 0.13f, IM_COL32(60, 44, 20, 255), 12);
}

void draw_spark(ImDrawList* list, ImVec2 min, float size) {
    // A lightning bolt in a soft glow.
    const ImVec2 c{min.x + size * 0.5f, min.y + size * 0.5f};
    list->AddCircleFilled(c, size * 0.46f, IM_COL32(120, 200, 255, 60), 20);
    const ImVec2 bolt[] = {
        {min.x + size * 0.58f, min.y + size * 0.05f}, {min.x + size * 0.25f, min.y + size * 0.55f},
        {min.x + size * 0.48f, min.y + size * 0.55f}, {min.x + size * 0.38f, min.y + size * 0.95f},
        {min.x + size * 0.76f, min.y + size * 0.42f}, {min.x + size * 0.53f, min.y + size * 0.42f}};
    list->AddConvexPolyFilled(bolt, 3, IM_COL32(255, 236, 120, 255));
    const ImVec2 lower[] = {bolt[2], bolt[3], bolt[4], bolt[5]};
    list->AddConvexPolyFilled(lower, 4, IM_COL32(255, 236, 120, 255));
    const ImVec2 upper[] = {bolt[0], bolt[1], bolt[2], bolt[5]};
    list->AddConvexPolyFilled(upper, 4, IM_COL32(255, 236, 120, 255));
}

void draw_marker(ImDrawList* list, ImVec2 c, float r, int seat) {
    const Colour colour = seat_colour(seat);
    list->AddCircleFilled(c, r, kFill[colour_at(colour)], 16);
    list->AddCircle(c, r, IM_COL32(255, 255, 255, 220), 16, std::max(1.0f, r * 0.18f));
    const std::string number = std::to_string(seat + 1);
    const ImVec2 text = ImGui::CalcTextSize(number.c_str());
    const float scale = (r * 1.5f) / std::max(1.0f, text.y);
    list->AddText(nullptr, ImGui::GetFontSize() * scale,
                  {c.x - text.x * scale * 0.5f, c.y - text.y * scale * 0.5f},
                  kPip[colour_at(colour)], number.c_str());
}

}  // namespace sparks::table
