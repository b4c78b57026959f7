// Lines from Apple's <CoreGraphics/CGGeometry.h>. CGPointZero is left out: Swift code uses `CGPoint.zero`, which
// Apple's CoreGraphics overlay declares (overlays/CoreGraphics.swift).
#include <CoreGraphics/CGBase.h>

CF_IMPLICIT_BRIDGING_ENABLED

CF_ASSUME_NONNULL_BEGIN

/* Points. */
struct
CGPoint {
    CGFloat x;
    CGFloat y;
};
typedef struct CG_BOXABLE CGPoint CGPoint;

/* Sizes. */

struct CGSize {
    CGFloat width;
    CGFloat height;
};
typedef struct CG_BOXABLE CGSize CGSize;

/* Rectangles. */

struct CGRect {
    CGPoint origin;
    CGSize size;
};
typedef struct CG_BOXABLE CGRect CGRect;

CF_ASSUME_NONNULL_END

CF_IMPLICIT_BRIDGING_DISABLED
