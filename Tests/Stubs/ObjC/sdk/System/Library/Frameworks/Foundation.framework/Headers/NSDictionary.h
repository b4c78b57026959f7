// Lines from Apple's <Foundation/NSDictionary.h>; protocol lists are cut to the protocols stubbed here.
#import <Foundation/NSObject.h>
NS_HEADER_AUDIT_BEGIN(nullability, sendability)
@interface NSDictionary<__covariant KeyType, __covariant ObjectType> : NSObject <NSCopying, NSSecureCoding>
@property (readonly) NSUInteger count;
- (nullable ObjectType)objectForKey:(KeyType)aKey;
@end
NS_HEADER_AUDIT_END(nullability, sendability)
