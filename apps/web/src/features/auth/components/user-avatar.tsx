import { useState } from 'react';
import type { Me } from '../api/get-me';

/** The name people see for an account: the profile's full name, else the account name. */
export function displayName(me: Pick<Me, 'full_name' | 'name' | 'email'>): string {
  return me.full_name?.trim() || me.name.trim() || me.email;
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : [name];
  return letters.map((word) => (word ? [...word][0] : '')).join('').toUpperCase();
}

/** The Google picture when there is one (and it loads), else the initials on the brand colour. */
export function UserAvatar({ me, className = 'size-9' }: { me: Me; className?: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const name = displayName(me);
  if (me.avatar_url && failedUrl !== me.avatar_url) {
    return <img src={me.avatar_url} alt="" referrerPolicy="no-referrer" onError={() => setFailedUrl(me.avatar_url)} className={`${className} rounded-full object-cover`} />;
  }
  return (
    <span aria-hidden="true" className={`${className} grid shrink-0 place-items-center rounded-full bg-brand text-xs font-bold text-white dark:text-bg`}>
      {initials(name)}
    </span>
  );
}
