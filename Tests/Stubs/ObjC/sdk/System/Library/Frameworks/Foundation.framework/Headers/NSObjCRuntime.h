// Macro definitions as Apple's <Foundation/NSObjCRuntime.h> expands them for clang with Swift attributes;
// like Apple's, it defines NS_ macros with the CF_ and API_ ones.
#include <objc/NSObjCRuntime.h>
#include <CoreGraphics/CoreFoundationMacros.h>   /* the SDK: <CoreFoundation/CFAvailability.h> */

#define NS_AVAILABLE_IOS(v)
#define NS_CLASS_AVAILABLE_IOS(v)

#define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define NS_ASSUME_NONNULL_END   _Pragma("clang assume_nonnull end")
#define NS_HEADER_AUDIT_BEGIN(...) NS_ASSUME_NONNULL_BEGIN
#define NS_HEADER_AUDIT_END(...)   NS_ASSUME_NONNULL_END

#define FOUNDATION_EXPORT extern __attribute__((visibility("default")))
#define FOUNDATION_EXTERN FOUNDATION_EXPORT
#define NS_DESIGNATED_INITIALIZER __attribute__((objc_designated_initializer))
#define NS_UNAVAILABLE __attribute__((unavailable))
#define NS_NOESCAPE CF_NOESCAPE
#define NS_RETURNS_INNER_POINTER __attribute__((objc_returns_inner_pointer))
#define NS_SWIFT_NAME(_name) CF_SWIFT_NAME(_name)
#define NS_REFINED_FOR_SWIFT CF_REFINED_FOR_SWIFT
#define NS_SWIFT_UNAVAILABLE(_msg) CF_SWIFT_UNAVAILABLE(_msg)
#define NS_SWIFT_SENDABLE __attribute__((swift_attr("@Sendable")))
#define NS_SWIFT_NONSENDABLE __attribute__((swift_attr("@_nonSendable")))
#define NS_SWIFT_UI_ACTOR __attribute__((swift_attr("@UIActor")))
#define NS_SWIFT_NONISOLATED __attribute__((swift_attr("nonisolated")))
#define NS_SWIFT_UNAVAILABLE_FROM_ASYNC(msg) __attribute__((__swift_attr__("@_unavailableFromAsync(message: \"" msg "\")")))

#define NS_ENUM(_type, _name) CF_ENUM(_type, _name)
#define NS_TYPED_ENUM _CF_TYPED_ENUM
#define NS_TYPED_EXTENSIBLE_ENUM _CF_TYPED_EXTENSIBLE_ENUM
#define NS_STRING_ENUM _CF_TYPED_ENUM
#define NS_EXTENSIBLE_STRING_ENUM _CF_TYPED_EXTENSIBLE_ENUM
