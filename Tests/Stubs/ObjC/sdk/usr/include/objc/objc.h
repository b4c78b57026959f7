// Lines from objc4's <objc/objc.h> (iOS 64-bit: OBJC_BOOL_IS_BOOL).
#ifndef _OBJC_OBJC_H_
#define _OBJC_OBJC_H_
typedef struct objc_class *Class;
struct objc_object { Class _Nonnull isa; };
typedef struct objc_object *id;
typedef struct objc_selector *SEL;
typedef _Bool BOOL;   // objc4: "typedef bool BOOL;" with OBJC_BOOL_IS_BOOL
#define YES __objc_yes
#define NO  __objc_no
#ifndef nil
# define nil ((void *)0)   /* objc4: __DARWIN_NULL */
#endif
#define OBJC_ROOT_CLASS __attribute__((objc_root_class))
#define OBJC_EXPORT extern __attribute__((visibility("default")))
#define OBJC_SWIFT_UNAVAILABLE(_msg) __attribute__((availability(swift, unavailable, message=_msg)))
#define OBJC_ARC_UNAVAILABLE __attribute__((unavailable("not available in automatic reference counting mode")))
#endif
