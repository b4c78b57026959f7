// Lines from Apple's <CoreGraphics/CGColor.h>.
#include <CoreGraphics/CGBase.h>

typedef struct CF_BRIDGED_TYPE(id) CGColor *CGColorRef;

CF_IMPLICIT_BRIDGING_ENABLED
#pragma clang assume_nonnull begin

CG_EXTERN CGColorRef CGColorCreateGenericGray(CGFloat gray, CGFloat alpha)
    CF_SWIFT_NAME(CGColor.init(gray:alpha:)) API_AVAILABLE(macos(10.5), ios(13.0));

CG_EXTERN CGFloat CGColorGetAlpha(CGColorRef _Nullable color)
    CF_SWIFT_NAME(getter:CGColor.alpha(self:));

#pragma clang assume_nonnull end
CF_IMPLICIT_BRIDGING_DISABLED
