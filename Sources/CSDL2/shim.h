// SDL2, SDL2_ttf and SDL2_image for Swift, from Debian's libsdl2-dev, libsdl2-ttf-dev and
// libsdl2-image-dev.
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>
