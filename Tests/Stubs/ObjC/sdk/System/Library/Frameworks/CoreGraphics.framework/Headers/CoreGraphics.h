#include <CoreGraphics/CGBase.h>
#include <CoreGraphics/CGColor.h>
