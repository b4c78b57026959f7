// Lines from Apple's <Foundation/NSObject.h>.
#include <objc/NSObject.h>
#include <Foundation/NSObjCRuntime.h>
#import <Foundation/NSZone.h>
@class NSCoder;
NS_HEADER_AUDIT_BEGIN(nullability, sendability)
@protocol NSCopying
- (id)copyWithZone:(nullable NSZone *)zone;
@end
@protocol NSCoding
- (void)encodeWithCoder:(NSCoder *)coder;
- (nullable instancetype)initWithCoder:(NSCoder *)coder;
@end
@protocol NSSecureCoding <NSCoding>
@required
@property (class, readonly) BOOL supportsSecureCoding;
@end
NS_HEADER_AUDIT_END(nullability, sendability)
