// Lines from Apple's <CoreGraphics/CGBase.h> (64-bit: CGFLOAT_IS_DOUBLE).
#include <CoreGraphics/CoreFoundationMacros.h>   /* the SDK: <CoreFoundation/CFBase.h> */
#define CG_EXTERN extern __attribute__((visibility("default")))
#define CGFLOAT_TYPE double
#define CGFLOAT_IS_DOUBLE 1
typedef CGFLOAT_TYPE CGFloat;

#if defined(__has_attribute) && __has_attribute(objc_boxable)
# define CG_BOXABLE __attribute__((objc_boxable))
#else
# define CG_BOXABLE
#endif
