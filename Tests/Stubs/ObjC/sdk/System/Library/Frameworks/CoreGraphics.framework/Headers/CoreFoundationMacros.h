// Macro definitions as Apple's <CoreFoundation/CFBase.h>, <CoreFoundation/CFAvailability.h> and the
// <os/availability.h> it includes expand them for clang with Swift attributes. In the SDK they belong to
// CoreFoundation, which CoreGraphics and Foundation both import. Here they are a header of CoreGraphics,
// because the Linux Swift toolchain ships a clang module named CoreFoundation (swift-corelibs) that a stub
// module of that name would clash with; Foundation includes this header, so Foundation imports
// CoreGraphics as it does on iOS (<Foundation/NSGeometry.h> includes <CoreGraphics/CGBase.h>).
#ifndef CG_COREFOUNDATION_MACROS_H_
#define CG_COREFOUNDATION_MACROS_H_

// <os/availability.h>: platform availability is dropped, because iOS is not a Linux target (see README.md).
#define API_AVAILABLE(...)
#define API_UNAVAILABLE(...)
#define API_DEPRECATED(...)

// <CoreFoundation/CFAvailability.h>
#define CF_ENUM(_type, _name) enum __attribute__((enum_extensibility(open))) _name : _type _name; enum __attribute__((enum_extensibility(open))) _name : _type
#define _CF_TYPED_ENUM __attribute__((swift_wrapper(enum)))
#define _CF_TYPED_EXTENSIBLE_ENUM __attribute__((swift_wrapper(struct)))
#define CF_SWIFT_UNAVAILABLE(_msg) __attribute__((availability(swift, unavailable, message=_msg)))

// <CoreFoundation/CFBase.h>
#define CF_BRIDGED_TYPE(T) __attribute__((objc_bridge(T)))
#define CF_RETURNS_RETAINED __attribute__((cf_returns_retained))
#define CF_RETURNS_NOT_RETAINED __attribute__((cf_returns_not_retained))
#define CF_IMPLICIT_BRIDGING_ENABLED _Pragma("clang arc_cf_code_audited begin")
#define CF_IMPLICIT_BRIDGING_DISABLED _Pragma("clang arc_cf_code_audited end")
#define CF_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define CF_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
#define CF_SWIFT_NAME(_name) __attribute__((swift_name(#_name)))
#define CF_REFINED_FOR_SWIFT __attribute__((swift_private))
#define CF_NOESCAPE __attribute__((__noescape__))

#endif
