import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { usePathTo } from '../../../config/paths';
import { getMe, meQueryKey, useMe } from '../../../features/auth/api/get-me';
import { withNext } from '../../../features/auth/utils/next-path';
import { GenerationFailure } from '../../../features/generate/components/generation-failure';
import { GenerationProgress } from '../../../features/generate/components/generation-progress';
import type { GenerationEvents } from '../../../features/generate/hooks/generation-controller';
import { canStartGeneration, formatMessage, isActiveStatus, type GenerationResult, type Message } from '../../../features/generate/hooks/generation-machine';
import { useGeneration } from '../../../features/generate/hooks/use-generation';
import { useVideo } from '../../../features/player/api/get-video';
import { VideoPlayer } from '../../../features/player/components/video-player';
import { HowItWorks } from '../../../features/url-to-video/components/how-it-works';
import { InsufficientCreditsNotice } from '../../../features/url-to-video/components/insufficient-credits-notice';
import { LoginRequired } from '../../../features/url-to-video/components/login-required';
import { UrlFeedbackCard } from '../../../features/url-to-video/components/url-feedback-card';
import { UrlToVideoForm } from '../../../features/url-to-video/components/url-to-video-form';
import { returnPath } from '../../../features/url-to-video/utils/url-to-video-rules';
import { videosQueryKey } from '../../../features/videos/api/get-videos';
import { track } from '../../../lib/analytics';
import { useHydrated } from '../../../lib/use-hydrated';

/**
 * Public URL-to-video (/url-to-video-public): anyone sees the form; generating needs an account
 * (spec §6), so a visitor gets the login-required message, which brings them back here with the
 * address they typed. Signed in, it runs the create page's generation machine: form, generating,
 * then the video with its source, Create new and feedback.
 */
export default function UrlToVideoPublicPage() {
  const { t } = useTranslation();
  const me = useMe();
  const [searchParams] = useSearchParams();
  // The address typed before signing in comes back in ?url=; the page drawn at build time has none,
  // so it is taken once the browser has taken over, and only until the visitor types.
  const isHydrated = useHydrated();
  const [typedUrl, setTypedUrl] = useState<string | null>(null);
  const draftUrl = typedUrl ?? (isHydrated ? (searchParams.get('url') ?? '') : '');
  const [loginRequiredFor, setLoginRequiredFor] = useState<string | null>(null);
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-semibold tracking-wide text-brand uppercase">{t('urlToVideo.eyebrow')}</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{t('urlToVideo.heading')}</h1>
        <p className="mt-4 text-lg text-pretty text-muted">{t('urlToVideo.subtitle')}</p>
      </header>
      <div className="mt-10 sm:mt-12">
        {me.data ? (
          <SignedInGenerator key={me.data.id} userId={me.data.id} credits={me.data.credits} draftUrl={draftUrl} onDraftUrlChange={setTypedUrl} onSignedOut={setLoginRequiredFor} />
        ) : (
          <FormLayout>
            {loginRequiredFor !== null ? <LoginRequiredFor productUrl={loginRequiredFor} /> : null}
            <UrlToVideoForm url={draftUrl} onUrlChange={setTypedUrl} isGenerating={false} isDisabled={me.isPending} error={null} onSubmit={setLoginRequiredFor} />
          </FormLayout>
        )}
      </div>
    </div>
  );
}

/** The form column beside the how-it-works box. */
function FormLayout({ children, below }: { children: ReactNode; below?: ReactNode }) {
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-6">
        <div className="space-y-5 rounded-3xl border border-border bg-surface p-5 shadow-sm sm:p-8">{children}</div>
        {below}
      </div>
      <HowItWorks />
    </div>
  );
}

function LoginRequiredFor({ productUrl }: { productUrl: string }) {
  const pathTo = usePathTo();
  const { pathname } = useLocation();
  const next = returnPath(pathname, productUrl);
  return <LoginRequired signInHref={withNext(pathTo('login'), next)} signUpHref={withNext(pathTo('signup'), next)} />;
}

function SignedInGenerator({
  userId,
  credits,
  draftUrl,
  onDraftUrlChange,
  onSignedOut,
}: {
  userId: string;
  credits: number;
  draftUrl: string;
  onDraftUrlChange: (url: string) => void;
  onSignedOut: (productUrl: string) => void;
}) {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const events = useMemo<GenerationEvents>(
    () => ({
      onCreditsChanged: () => {
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
        void queryClient.invalidateQueries({ queryKey: ['jobs'] });
      },
      onVideoReady: () => {
        void queryClient.invalidateQueries({ queryKey: videosQueryKey });
        void queryClient.invalidateQueries({ queryKey: ['jobs'] });
      },
      onNotice: (message: Message, tone) => void (tone === 'error' ? toast.error : toast.info)(formatMessage(t, message)),
    }),
    [queryClient, t],
  );
  // A finished video is not shown again after a reload: the page is for making one.
  const { state, controller } = useGeneration(userId, events, { keepFinished: false });
  const [sourceUrl, setSourceUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!state.justCompleted) return;
    toast.success(t('generation.ready.toast'), { id: 'video-ready' });
    controller.acknowledgeCompletion();
  }, [state.justCompleted, controller, t]);

  const start = async (productUrl: string) => {
    setSourceUrl(productUrl);
    await controller.start({ source: 'url', body: { product_url: productUrl, video_title: null } });
    const after = controller.getState();
    const success = isActiveStatus(after.status);
    const errorReason = success ? null : after.insufficientCredits ? 'insufficient_credits' : after.errorType;
    track({ name: 'video_generation_attempt', properties: { generation_type: 'url', success, error_reason: errorReason, video_title: null, user_credits_before: credits } });
    if (after.insufficientCredits) track({ name: 'insufficient_credits', properties: { generation_type: 'url', credits_available: credits, credits_needed: 1, user_action: 'shown' } });
    if (after.errorType === 'request') {
      // Refused: if it was for want of a session (signed out elsewhere, expired), say so the spec's way.
      const fresh = await queryClient.fetchQuery({ queryKey: meQueryKey, queryFn: getMe }).catch(() => undefined);
      if (fresh === null) onSignedOut(productUrl);
    }
  };

  if (state.status === 'completed' && state.result) {
    return (
      <GeneratedVideo
        result={state.result}
        title={state.title ?? t('urlToVideo.result.title')}
        sourceUrl={sourceUrl}
        onCreateNew={() => {
          controller.clear();
          setSourceUrl(null);
          onDraftUrlChange('');
        }}
      />
    );
  }

  const isGenerating = state.status === 'starting' || isActiveStatus(state.status);
  const requestError = state.errorType === 'request' && state.error ? formatMessage(t, state.error) : null;
  return (
    <FormLayout
      below={
        isActiveStatus(state.status) ? (
          <GenerationProgress state={state} onCancel={() => void controller.cancel()} onRetry={() => controller.retryPolling()} videosHref={pathTo('videos')} />
        ) : null
      }
    >
      <GenerationFailure state={state} onSwitchToManual={() => void navigate(pathTo('create'))} onDismiss={() => controller.dismissError()} />
      {state.insufficientCredits ? (
        <InsufficientCreditsNotice
          onBuy={() => track({ name: 'insufficient_credits', properties: { generation_type: 'url', credits_available: credits, credits_needed: 1, user_action: 'buy_clicked' } })}
        />
      ) : null}
      <UrlToVideoForm
        url={draftUrl}
        onUrlChange={onDraftUrlChange}
        isGenerating={isGenerating}
        isDisabled={!isGenerating && !canStartGeneration(state)}
        error={requestError}
        onSubmit={(productUrl) => void start(productUrl)}
      />
    </FormLayout>
  );
}

/** The finished video: the player, where it was made from, Create new, and the feedback card. */
function GeneratedVideo({ result, title, sourceUrl, onCreateNew }: { result: GenerationResult; title: string; sourceUrl: string | null; onCreateNew: () => void }) {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const details = useVideo(result.videoId).data ?? null;
  // A generation found running when the page opened was not typed here: the video knows its page.
  const source = sourceUrl ?? details?.source_url ?? null;
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <VideoPlayer key={result.videoUrl} src={result.videoUrl} poster={result.posterUrl} title={title} {...(details ? { width: details.width, height: details.height } : {})} />
      <div className="space-y-6">
        <section aria-labelledby="generated-heading" className="rounded-2xl border border-border bg-surface p-5 sm:p-6">
          <h2 id="generated-heading" className="text-xl font-semibold">
            {t('urlToVideo.result.title')}
          </h2>
          <p className="mt-1 text-sm text-muted">{title}</p>
          {source ? (
            <p className="mt-4 text-sm">
              <span className="block text-muted">{t('urlToVideo.result.source')}</span>
              <a href={source} target="_blank" rel="noopener noreferrer" className="font-medium break-all text-brand underline underline-offset-2 hover:text-brand-strong">
                {source}
              </a>
            </p>
          ) : null}
          <div className="mt-5 flex flex-wrap gap-2 [&>*]:flex-1">
            <button type="button" onClick={onCreateNew} className={buttonClasses('primary')}>
              {t('urlToVideo.result.createNew')}
            </button>
            <Link to={pathTo('videos')} className={buttonClasses('secondary')}>
              {t('urlToVideo.result.myVideos')}
            </Link>
          </div>
        </section>
        {source ? <UrlFeedbackCard url={source} /> : null}
      </div>
    </div>
  );
}
