import type { TPublicUser } from '@common/contracts/auth';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { getInitials, getSafeProfileImage } from '@/lib/user-display';

type TUserAvatarProps = {
  user: Pick<TPublicUser, 'firstName' | 'lastName' | 'email' | 'profileImageUrl'>;
  className?: string;
  fallbackClassName?: string;
};

export function UserAvatar({ user, className, fallbackClassName }: TUserAvatarProps) {
  const image = getSafeProfileImage(user.profileImageUrl);
  return (
    <Avatar className={className}>
      {image && <AvatarImage src={image} alt="" />}
      <AvatarFallback className={fallbackClassName}>{getInitials(user)}</AvatarFallback>
    </Avatar>
  );
}
