// close_window NAME: asks the X11 window named NAME to close, as a window
// manager's close button does (a WM_DELETE_WINDOW message), for the tests of
// what the game does then. Exits 1 when there is no such window.
#include <X11/Xatom.h>
#include <X11/Xlib.h>

#include <cstdio>
#include <cstring>

namespace {

Window find(Display* display, Window at, const char* name) {
    char* found = nullptr;
    if (XFetchName(display, at, &found) && found) {
        const bool same = std::strcmp(found, name) == 0;
        XFree(found);
        if (same)
            return at;
    }
    Window root = 0;
    Window parent = 0;
    Window* children = nullptr;
    unsigned int count = 0;
    if (!XQueryTree(display, at, &root, &parent, &children, &count))
        return 0;
    Window hit = 0;
    for (unsigned int i = 0; i < count && !hit; ++i)
        hit = find(display, children[i], name);
    if (children)
        XFree(children);
    return hit;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: close_window NAME\n");
        return 2;
    }
    Display* display = XOpenDisplay(nullptr);
    if (!display) {
        std::fprintf(stderr, "close_window: no display\n");
        return 2;
    }
    const Window window = find(display, DefaultRootWindow(display), argv[1]);
    if (!window) {
        std::fprintf(stderr, "close_window: no window named %s\n", argv[1]);
        XCloseDisplay(display);
        return 1;
    }
    XEvent event{};
    event.xclient.type = ClientMessage;
    event.xclient.window = window;
    event.xclient.message_type = XInternAtom(display, "WM_PROTOCOLS", False);
    event.xclient.format = 32;
    event.xclient.data.l[0] = static_cast<long>(XInternAtom(display, "WM_DELETE_WINDOW", False));
    event.xclient.data.l[1] = CurrentTime;
    XSendEvent(display, window, False, NoEventMask, &event);
    XFlush(display);
    XCloseDisplay(display);
    return 0;
}
