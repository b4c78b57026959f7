// Lines from objc4's <objc/NSObjCRuntime.h> (64-bit).
#ifndef _OBJC_NSOBJCRUNTIME_H_
#define _OBJC_NSOBJCRUNTIME_H_
typedef long NSInteger;
typedef unsigned long NSUInteger;
#endif
