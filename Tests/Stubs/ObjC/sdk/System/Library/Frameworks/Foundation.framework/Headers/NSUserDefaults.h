// Lines from Apple's <Foundation/NSUserDefaults.h>.
#import <Foundation/NSObject.h>
NS_HEADER_AUDIT_BEGIN(nullability, sendability)
NS_SWIFT_SENDABLE
@interface NSUserDefaults : NSObject
@property (class, readonly, strong) NSUserDefaults *standardUserDefaults;
- (nullable instancetype)initWithSuiteName:(nullable NSString *)suitename NS_DESIGNATED_INITIALIZER;
- (nullable id)objectForKey:(NSString *)defaultName;
- (void)setObject:(nullable id)value forKey:(NSString *)defaultName;
- (void)removeObjectForKey:(NSString *)defaultName;
- (nullable NSString *)stringForKey:(NSString *)defaultName;
@end
NS_HEADER_AUDIT_END(nullability, sendability)
